// firmbase console: progressive enhancement only (every page works without it).
// Sortable tables (click a header), "select all" for result rows, typed confirmations.
;(() => {
  const cellValue = (td) => {
    const raw = td.dataset.sort ?? td.textContent.trim()
    const n = Number(raw.replace(/[₹,\s]/g, ''))
    return raw !== '' && Number.isFinite(n) ? n : raw.toLowerCase()
  }
  for (const table of document.querySelectorAll('table[data-sortable]')) {
    const heads = table.tHead ? [...table.tHead.rows[0].cells] : []
    heads.forEach((th, index) => {
      if (!th.textContent.trim()) return
      const button = document.createElement('button')
      button.type = 'button'
      button.className = 'sort'
      button.textContent = th.textContent
      th.textContent = ''
      th.append(button)
      th.setAttribute('aria-sort', 'none')
      button.addEventListener('click', () => {
        const asc = th.getAttribute('aria-sort') !== 'ascending'
        for (const other of heads) other.setAttribute('aria-sort', 'none')
        th.setAttribute('aria-sort', asc ? 'ascending' : 'descending')
        const body = table.tBodies[0]
        const rows = [...body.rows]
        rows.sort((a, b) => {
          const x = cellValue(a.cells[index])
          const y = cellValue(b.cells[index])
          return (x < y ? -1 : x > y ? 1 : 0) * (asc ? 1 : -1)
        })
        body.append(...rows)
      })
    })
  }
  for (const all of document.querySelectorAll('input[data-select-all]')) {
    const boxes = () => document.querySelectorAll(`input[type="checkbox"][name^="${all.dataset.selectAll}"]`)
    all.hidden = false
    all.addEventListener('change', () => {
      for (const box of boxes()) box.checked = all.checked
    })
  }
  for (const input of document.querySelectorAll('input[data-confirm]')) {
    const button = input.form?.querySelector('button[type="submit"], button:not([type])')
    if (!button) continue
    const update = () => {
      button.disabled = input.value !== input.dataset.confirm
    }
    input.addEventListener('input', update)
    update()
  }
})()
