// /docs: Redoc's code samples scroll inside <pre> blocks that a keyboard cannot reach; make each
// focusable (with a name) as Redoc renders them, so their overflow can be scrolled without a mouse.
;(() => {
  const fix = () => {
    for (const pre of document.querySelectorAll('redoc pre:not([tabindex])')) {
      pre.tabIndex = 0
      if (!pre.hasAttribute('aria-label')) pre.setAttribute('aria-label', 'Code sample')
    }
  }
  new MutationObserver(fix).observe(document.documentElement, { childList: true, subtree: true })
  fix()
})()
