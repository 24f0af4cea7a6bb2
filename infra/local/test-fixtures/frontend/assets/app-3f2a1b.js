globalThis.document.getElementById('root').textContent = 'Footprint';
