// firmbase console charts: each <canvas id> has a <script type="application/json" data-chart="id">
// beside it with {kind, labels, series}; Chart.js (vendored, /assets/chart.js) draws it.
;(() => {
  const palette = ['#0172ad', '#d93526', '#398712', '#9a6700', '#7540bf', '#017fc0', '#c52f21', '#2a7b6f', '#5c6370', '#a03b6b']
  for (const source of document.querySelectorAll('script[type="application/json"][data-chart]')) {
    const canvas = document.getElementById(source.dataset.chart)
    if (!canvas || typeof Chart === 'undefined') continue
    const { kind, labels, series } = JSON.parse(source.textContent)
    const round = kind === 'doughnut'
    new Chart(canvas, {
      type: kind,
      data: {
        labels,
        datasets: series.map((s, i) => ({
          label: s.label,
          data: s.data,
          backgroundColor: round ? palette : palette[i % palette.length],
          borderColor: round ? '#fff' : palette[i % palette.length],
          tension: 0.2,
        })),
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        plugins: { legend: { display: round || series.length > 1, position: 'bottom' } },
        scales: round ? {} : { y: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    })
  }
})()
