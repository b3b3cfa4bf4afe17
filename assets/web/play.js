// rithmo's board, played: the signed-in player taps (clicks, or reaches with the keyboard)
// one of their pieces or prisoners, its moves are marked on the board and listed with the
// bot's own words, and a tap on a marked square plays it through the same service as
// /move. What the reader may do comes from `<token>/you`, asked again whenever the game
// changes; every change is a POST to `<token>/act` with the session's safety token. No
// framework: a few hundred lines of plain script. Served from our own origin (no inline
// script is allowed).
(function () {
  'use strict';

  var panel = document.getElementById('play');
  if (!panel || !window.fetch) return;
  var words = panel.dataset;
  var you = null; // the last answer of /you
  var chosen = null; // the square or prisoner whose moves are shown
  var latest = true; // the board shows the latest position
  var busy = false;
  var bearer = session();

  function live() {
    return document.getElementById('live');
  }

  function base() {
    var root = live();
    return root ? root.dataset.base : '';
  }

  // An Activity's page carries its session itself (a frame within Discord cannot count on
  // cookies): the Activity's script keeps it for this tab (sessionStorage, which no other
  // site can write), or where that fails hands it over in the address. Only a page the
  // Activity opened (`?in=activity`) takes one, and from the address only inside a frame:
  // a link to `/g/...#s=<someone's session>` must not sign its reader in as someone else.
  // (The server, too, never lets a bearer replace a cookie's session.)
  function session() {
    if (!/(?:^\?|&)in=activity(?:&|$)/.test(window.location.search)) return null;
    var s = null;
    var m = /(?:^#|&)s=([^&]+)/.exec(window.location.hash);
    if (m) {
      history.replaceState(null, '', window.location.pathname + window.location.search);
      if (window.top !== window.self) {
        s = decodeURIComponent(m[1]);
        try { sessionStorage.setItem('rithmo-session', s); } catch (e) { /* kept in memory */ }
      }
    }
    if (!s) {
      try { s = sessionStorage.getItem('rithmo-session'); } catch (e) { s = null; }
    }
    return s;
  }

  function headers(json) {
    var h = {};
    if (json) h['content-type'] = 'application/json';
    if (bearer) h.authorization = 'Bearer ' + bearer;
    if (you && you.csrf) h['x-csrf-token'] = you.csrf;
    return h;
  }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function clear(id) {
    var e = document.getElementById(id);
    while (e.firstChild) e.removeChild(e.firstChild);
    return e;
  }

  function say(text) {
    document.getElementById('play-say').textContent = text || '';
  }

  // What the reader may do now.
  function refresh() {
    var asked = base();
    if (!asked) return;
    fetch(asked + 'you', { headers: headers(false), credentials: 'same-origin', cache: 'no-store' })
      .then(function (r) { return r.json(); })
      .then(function (y) {
        // A piece chosen stays chosen while the game stands where it stood.
        var same = you && y.ply === you.ply && y.to_move === you.to_move;
        you = y;
        if (!same) chosen = null;
        draw();
      })
      .catch(function () { /* the page stays as it is; the next change asks again */ });
  }

  // The player of Black sees the board from their side, as in their private picture.
  function side() {
    var flip = you && you.colour === 'black' ? '1' : '';
    if ((document.body.dataset.flip || '') === flip) return;
    if (flip) document.body.dataset.flip = flip; else delete document.body.dataset.flip;
    var img = document.getElementById('board');
    if (!img) return;
    var src = img.getAttribute('src').replace(/&flip=1$/, '');
    img.setAttribute('src', flip ? src + '&flip=1' : src);
  }

  // Drawn again only when something changed: a tap is never lost to a redrawing of the
  // same state (the live stream and the answer to a move both ask for it).
  function draw() {
    if (!you) return;
    side();
    // Read-only pages (signing in not set up) show no controls at all.
    panel.hidden = !you.signed_in && !you.sign_in;
    board();
    var state = JSON.stringify([you, chosen, latest]);
    if (panel.dataset.drawn === state) return;
    panel.dataset.drawn = state;
    who();
    tools();
    moveList();
    drops();
    buttons([]);
    if (you.why_not) say(you.why_not);
    else if (you.to_move) say(chosen ? words.chooseTarget : words.yourMove);
    else if (you.running && you.colour) say(words.theirMove);
    else say('');
  }

  function who() {
    var p = clear('play-who');
    if (!you.signed_in) {
      if (you.sign_in) {
        var a = el('a', 'sign-in', words.signIn);
        a.href = you.sign_in;
        p.appendChild(a);
      }
      return;
    }
    p.appendChild(el('span', '', words.signedInAs.replace('{name}', function () { return you.name || ''; })));
    if (!bearer) {
      var out = el('button', 'link', words.signOut);
      out.type = 'button';
      out.addEventListener('click', signOut);
      p.appendChild(document.createTextNode(' '));
      p.appendChild(out);
    }
  }

  function tools() {
    var t = clear('play-tools');
    if (!you.colour || !you.running) return;
    var add = function (label, what, cls) {
      var b = el('button', cls, label);
      b.type = 'button';
      b.dataset.act = what;
      b.addEventListener('click', function () { send({ do: what }); });
      t.appendChild(b);
    };
    if (you.against_bot && you.to_move) add(words.hint, 'hint', 'hint');
    if (!you.offered && !(you.draw && you.draw.length)) add(words.offerDraw, 'draw', 'draw');
    add(words.resign, 'resign', 'resign');
  }

  // The squares: where the picture draws them, from the page's geometry (in the picture's
  // pixels, White at the bottom).
  function place(square) {
    var g = live().dataset.geometry.split(' ').map(Number);
    var width = g[0], height = g[1], left = g[2], top = g[3], cell = g[4], ranks = g[5];
    var file = square.charCodeAt(0) - 97;
    var rank = parseInt(square.slice(1), 10) - 1;
    var flipped = document.body.dataset.flip === '1';
    var col = flipped ? 7 - file : file;
    var row = flipped ? rank : ranks - 1 - rank;
    return {
      left: (left + col * cell) / width * 100,
      top: (top + row * cell) / height * 100,
      w: cell / width * 100,
      h: cell / height * 100
    };
  }

  function spot(square, cls, label, onTap) {
    var p = place(square);
    var b = el('button', 'spot ' + cls);
    b.type = 'button';
    b.dataset.square = square;
    b.setAttribute('aria-label', label);
    b.title = label;
    b.style.left = p.left + '%';
    b.style.top = p.top + '%';
    b.style.width = p.w + '%';
    b.style.height = p.h + '%';
    b.addEventListener('click', onTap);
    return b;
  }

  function mine() {
    return (you && you.to_move && latest) ? you.moves : [];
  }

  function ofChosen() {
    return mine().filter(function (m) {
      return chosen && (chosen.square ? m.from === chosen.square : m.piece === chosen.piece);
    });
  }

  function board() {
    var touch = document.getElementById('touch');
    if (!touch) return;
    var moves = mine();
    var state = JSON.stringify([moves, chosen, document.body.dataset.flip || '']);
    if (touch.dataset.drawn === state) return;
    touch.dataset.drawn = state;
    while (touch.firstChild) touch.removeChild(touch.firstChild);
    if (!moves.length) return;
    var froms = {};
    moves.forEach(function (m) { if (m.from) froms[m.from] = true; });
    Object.keys(froms).forEach(function (sq) {
      var cls = chosen && chosen.square === sq ? 'piece chosen' : 'piece';
      touch.appendChild(spot(sq, cls, sq, function () { choose({ square: sq }); }));
    });
    ofChosen().forEach(function (m) {
      var b = spot(m.to, m.takes ? 'target takes' : 'target', m.label, function () { play(m); });
      b.dataset.move = m.text;
      touch.appendChild(b);
    });
  }

  function moveList() {
    var list = clear('play-moves');
    ofChosen().forEach(function (m) {
      var li = el('li');
      var b = el('button', 'choice', m.label);
      b.type = 'button';
      b.dataset.move = m.text;
      b.addEventListener('click', function () { play(m); });
      li.appendChild(b);
      list.appendChild(li);
    });
    if (chosen) {
      var li = el('li');
      var c = el('button', 'cancel', words.cancel);
      c.type = 'button';
      c.addEventListener('click', function () { choose(null); });
      li.appendChild(c);
      list.appendChild(li);
    }
  }

  // Neo's prisoners, to bring back: one button per kind held.
  function drops() {
    var box = clear('play-drops');
    var seen = {};
    mine().forEach(function (m) { if (m.piece) seen[m.piece] = true; });
    var kinds = Object.keys(seen);
    if (!kinds.length) return;
    box.appendChild(el('p', '', words.prisoners));
    kinds.forEach(function (piece) {
      var b = el('button', chosen && chosen.piece === piece ? 'prisoner chosen' : 'prisoner', piece);
      b.type = 'button';
      b.dataset.piece = piece;
      b.addEventListener('click', function () { choose({ piece: piece }); });
      box.appendChild(b);
    });
  }

  function choose(what) {
    if (busy) return;
    chosen = what;
    draw();
    var first = document.querySelector('#touch .target');
    if (first && what) first.focus({ preventScroll: true });
  }

  function play(m) {
    send({ do: 'move', text: m.text, ply: you.ply });
  }

  // Buttons of the bot's answer (Resign / Keep playing, a hint's question), after those
  // answering a draw offered to the player.
  function buttons(list) {
    var box = clear('play-buttons');
    ((you && you.draw) || []).concat(list).forEach(function (b) {
      var x = el('button', 'answer ' + b.style, b.label);
      x.type = 'button';
      x.dataset.id = b.id;
      x.addEventListener('click', function () { send({ do: 'press', id: b.id }); });
      box.appendChild(x);
    });
  }

  function send(body) {
    if (busy) return;
    busy = true;
    panel.dataset.tappedAt = String(Date.now());
    say(words.sending);
    fetch(base() + 'act', {
      method: 'POST',
      headers: headers(true),
      credentials: 'same-origin',
      body: JSON.stringify(body)
    })
      .then(function (r) { return r.json(); })
      .then(function (a) {
        busy = false;
        chosen = null;
        refreshThen(function () {
          say(a.text);
          panel.dataset.answer = a.ok ? 'ok' : 'refused';
          buttons(a.buttons || []);
        });
      })
      .catch(function () {
        busy = false;
        say(words.networkFailed);
      });
  }

  // Asks /you again, then lets `after` speak over what drawing it said.
  function refreshThen(after) {
    fetch(base() + 'you', { headers: headers(false), credentials: 'same-origin', cache: 'no-store' })
      .then(function (r) { return r.json(); })
      .then(function (y) { you = y; draw(); after(); })
      .catch(function () { after(); });
  }

  function signOut() {
    fetch('/auth/logout', { method: 'POST', headers: headers(false), credentials: 'same-origin' })
      .then(function () { window.location.reload(); });
  }

  document.addEventListener('rithmo:replaced', function () {
    if (!busy) refresh();
  });
  document.addEventListener('rithmo:shown', function (e) {
    latest = e.detail.latest;
    if (you) draw();
  });
  document.addEventListener('keydown', function (e) {
    if (e.key === 'Escape' && chosen) choose(null);
  });

  refresh();
})();
