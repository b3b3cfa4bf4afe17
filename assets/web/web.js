// rithmo's pages: step through a game's moves (buttons, arrow keys, the move list) and
// follow the game, or a server's board, live through server-sent events. Served from our
// own origin: the content security policy allows no inline script.
(function () {
  'use strict';

  var page = document.getElementById('page');
  var shown = null; // the ply the board shows; null: the latest, following the game

  function live() {
    return document.getElementById('live');
  }

  function last() {
    return parseInt(live().dataset.last || '0', 10);
  }

  // The board after `ply` plies, its move marked in the list and counted under the board.
  function show(ply) {
    var root = live();
    if (!root || root.dataset.kind !== 'game') return;
    var end = last();
    ply = Math.max(0, Math.min(end, ply));
    shown = ply === end ? null : ply;
    var img = document.getElementById('board');
    var src = root.dataset.base + 'board/' + ply + '.png?v=' + encodeURIComponent(root.dataset.v);
    // The player of Black sees Black at the bottom (play.js says so).
    if (document.body.dataset.flip === '1') src += '&flip=1';
    if (img.getAttribute('src') !== src) img.setAttribute('src', src);
    if (ply === end) {
      img.alt = img.dataset.altLast || img.alt;
    } else {
      img.dataset.altLast = img.dataset.altLast || img.alt;
      img.alt = img.dataset.altPly.replace('{ply}', String(ply));
    }
    var items = root.querySelectorAll('ol.moves > li');
    for (var i = 0; i < items.length; i++) {
      var here = parseInt(items[i].dataset.ply, 10) === ply;
      items[i].classList.toggle('current', here);
      if (here) items[i].setAttribute('aria-current', 'step'); else items[i].removeAttribute('aria-current');
    }
    var counter = document.getElementById('counter');
    counter.textContent = root.dataset.of.replace('{n}', String(ply)).replace('{of}', String(end));
    // The board's controls (play.js) show only on the latest position.
    document.dispatchEvent(new CustomEvent('rithmo:shown', { detail: { latest: ply === end } }));
  }

  function current() {
    return shown === null ? last() : shown;
  }

  function step(how) {
    if (how === 'first') show(0);
    else if (how === 'prev') show(current() - 1);
    else if (how === 'next') show(current() + 1);
    else if (how === 'last') show(last());
  }

  document.addEventListener('click', function (e) {
    var b = e.target.closest('button');
    if (!b) return;
    if (b.dataset.step) step(b.dataset.step);
    else if (b.dataset.ply) show(parseInt(b.dataset.ply, 10));
  });

  document.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    var keys = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' };
    if (keys[e.key]) {
      e.preventDefault();
      step(keys[e.key]);
    }
  });

  // A new state replaces the changing part whole; a reader looking at an earlier move
  // stays there, one following the game sees the new move.
  function replace(html) {
    var keep = shown;
    page.innerHTML = html;
    // When the new state arrived (the measurement of a move's way to the other page).
    if (live()) live().dataset.arrived = String(Date.now());
    document.dispatchEvent(new CustomEvent('rithmo:replaced'));
    if (live() && live().dataset.kind === 'game') show(keep === null ? last() : keep);
    renewal();
  }

  function follow() {
    var root = live();
    if (!root || !window.EventSource) return;
    var source = new EventSource(root.dataset.base + 'events?v=' + encodeURIComponent(root.dataset.v));
    source.onmessage = function (e) {
      replace(JSON.parse(e.data).html);
    };
    // A stream refused (the server at its limit of live pages) is not asked for again by
    // the browser: the page asks itself, later, and keeps its hourly renewal meanwhile.
    source.onerror = function () {
      if (source.readyState !== EventSource.CLOSED) return;
      setTimeout(follow, 30000 + Math.floor(Math.random() * 30000));
    };
  }

  // The time left is written by the server in whole hours, and nothing is sent between
  // moves: when it would read an hour less (data-renew seconds from now), the page asks for
  // itself again and takes its changing part, so a page left open on a projector stays true.
  var timer = null;
  function renewal() {
    clearTimeout(timer);
    var root = live();
    var seconds = root ? parseInt(root.dataset.renew || '', 10) : NaN;
    if (!(seconds > 0) || !window.fetch || !window.DOMParser) return;
    timer = setTimeout(renew, seconds * 1000);
  }

  function renew() {
    fetch(window.location.href, { cache: 'no-store' })
      .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
      .then(function (text) {
        var fresh = new DOMParser().parseFromString(text, 'text/html').getElementById('page');
        if (fresh) replace(fresh.innerHTML);
      })
      .catch(function () { timer = setTimeout(renew, 60000); });
  }

  if (page) {
    show(last());
    follow();
    renewal();
  }
})();
