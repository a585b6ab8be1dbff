/**
 * The phone page's only script, served as a file because the app's CSP allows `script-src 'self'`
 * and no inline script. It is a convenience: the page works without it (plain form posts). It
 * polls the prompt list and reloads when a prompt arrives or goes away, and counts down expiries.
 */
export const PHONE_SCRIPT = `(function () {
  'use strict';
  var body = document.body;
  var pollUrl = body.getAttribute('data-poll');
  var shown = body.getAttribute('data-ids') || '';
  function tick() {
    var nodes = document.querySelectorAll('[data-expires]');
    for (var i = 0; i < nodes.length; i++) {
      var left = Math.max(0, Math.round((Number(nodes[i].getAttribute('data-expires')) - Date.now()) / 1000));
      nodes[i].textContent = Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0');
    }
  }
  function poll() {
    if (!pollUrl || document.hidden) return;
    fetch(pollUrl, { headers: { accept: 'application/json' }, cache: 'no-store' })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (data) {
        if (!data) return;
        var ids = data.prompts.map(function (p) { return p.id; }).join(',');
        if (ids !== shown) window.location.reload();
      })
      .catch(function () {});
  }
  tick();
  setInterval(tick, 1000);
  setInterval(poll, 2000);
})();
`;
