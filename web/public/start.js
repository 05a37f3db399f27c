/* global document, requestAnimationFrame */
// Starts the app (decision 248). The HTML may carry a first paint of its own: the server's copy of
// Today or of Progress's heading on a first visit, the service worker's Today on a later one. With
// the scripts already at hand (preloaded, or from the worker's cache), running them at once would
// hold that paint until several hundred milliseconds of JavaScript had run on a phone; so the app's
// module is started after the browser has painted. Without such a copy it starts at once. A tab in
// the background paints nothing: it starts after a second anyway.
(function () {
  var entry = document.getElementById('app-entry');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry.getAttribute('href');
    document.head.appendChild(script);
  }
  if (!document.getElementById('prerender')) return start();
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
