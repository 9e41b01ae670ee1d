// V8 keeps every script's source text for the life of the process, one byte per character only
// while every character fits Latin-1: a single “ or → anywhere in a bundle doubles the memory its
// whole source takes (the 7 MB executable bundle held 15 MB). The builds pass their output through
// this, which writes each non-ASCII character as its \uXXXX escape: the same character in strings,
// template literals (cooked), regular expressions, identifiers and comments.
export function asciiSource(text: string, name: string): string {
  const escapedAfterBackslash = /\\[^\x00-\x7f]/.exec(text)
  // "\é" is an identity escape; "\\u00e9" would be a backslash and five letters.
  if (escapedAfterBackslash) throw new Error(`${name}: a non-ASCII character follows a backslash at ${escapedAfterBackslash.index}; escape it in the source`)
  return text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
