/* Tablescore dashboard: one page, no libraries. The server pushes the whole view over /ws; the page
   renders it, and sends changes as POSTs with the table's PIN and an idempotency key. */
(function () {
  'use strict';

  var SEATS = ['E', 'S', 'W', 'N'];
  var WIND_CHAR = { E: '東', S: '南', W: '西', N: '北' };
  var WIND_NAME = { E: 'East', S: 'South', W: 'West', N: 'North' };
  var SEAT_COLOR = { E: '#c62828', S: '#1565c0', W: '#2e7d32', N: '#6a1b9a' };

  var state = {
    view: null, version: -1, tab: 'standings', rules: null, picker: null, openHand: null,
    editHand: null, lastReviewKey: null, setupSystem: null, setupPreset: ''
  };

  // ---------- small helpers ----------
  function $(id) { return document.getElementById(id); }
  function esc(s) {
    return String(s == null ? '' : s).replace(/[&<>"']/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
    });
  }
  function fmt(n) { return (n < 0 ? '−' : '') + Math.abs(n).toLocaleString('en-US'); }
  function signed(n) { return n > 0 ? '+' + fmt(n) : n < 0 ? fmt(n) : '±0'; }
  function cls(n) { return n > 0 ? 'up' : n < 0 ? 'down' : 'flat'; }
  function newKey() {
    var b = new Uint8Array(16);
    (window.crypto || window.msCrypto).getRandomValues(b);
    return Array.prototype.map.call(b, function (x) { return ('0' + x.toString(16)).slice(-2); }).join('');
  }
  function playerOf(seat) {
    var m = state.view && state.view.match;
    if (!m) return WIND_NAME[seat];
    for (var i = 0; i < m.seats.length; i++) if (m.seats[i].seat === seat) return m.seats[i].player;
    return WIND_NAME[seat];
  }

  // ---------- tiles: notation to artwork ----------
  var HONOURS = { 1: 'wi_east', 2: 'wi_south', 3: 'wi_west', 4: 'wi_north', 5: 'dr_white', 6: 'dr_green', 7: 'dr_red' };
  var BONUS = { 1: 'fl_plum', 2: 'fl_orchid', 3: 'fl_chrysanthemum', 4: 'fl_bamboo', 5: 'se_spring', 6: 'se_summer', 7: 'se_fall', 8: 'se_winter' };
  var TILE_NAMES = {
    m: 'characters', p: 'dots', s: 'bamboo',
    z: { 1: 'East', 2: 'South', 3: 'West', 4: 'North', 5: 'White dragon', 6: 'Green dragon', 7: 'Red dragon' },
    f: { 1: 'Plum', 2: 'Orchid', 3: 'Chrysanthemum', 4: 'Bamboo', 5: 'Spring', 6: 'Summer', 7: 'Autumn', 8: 'Winter' },
    // Malaysian tables: animals, heads and the Fly (no artwork: shown by name)
    a: { 1: 'Cat', 2: 'Rat', 3: 'Rooster', 4: 'Centipede' },
    h: { 1: 'Man\'s head', 2: 'Woman\'s head' },
    x: { 0: 'Fly' }
  };
  function tileFile(code) {
    var m = /^([0-9])([mpszf])$/.exec(code || '');
    if (!m) return null;
    var n = +m[1], s = m[2];
    if (s === 'm' || s === 'p' || s === 's') return { m: 'ch', p: 'do', s: 'ba' }[s] + (n === 0 ? 5 : n);
    if (s === 'z') return HONOURS[n] || null;
    return BONUS[n] || null;
  }
  function tileName(code) {
    var m = /^([0-9])([mpszfahx])$/.exec(code || '');
    if (!m) return code;
    var n = +m[1], s = m[2];
    if (s === 'm' || s === 'p' || s === 's') return (n === 0 ? 'red 5' : n) + ' ' + TILE_NAMES[s];
    return TILE_NAMES[s][n] || code;
  }
  function tileHtml(code, extra, attrs, tag) {
    var f = tileFile(code);
    var c = 'tile' + (extra ? ' ' + extra : '') + (/^0[mps]$/.test(code) ? ' red' : '') + (/[fah]$/.test(code) ? ' bonus' : '') +
      (f ? '' : ' named');
    var inner = f ? '<img src="tiles/' + f + '.png" alt="' + esc(tileName(code)) + '">' : esc(tileName(code));
    tag = tag || 'span';
    return '<' + tag + ' class="' + c + '" title="' + esc(tileName(code)) + '" data-tile="' + esc(code) + '"' +
      (tag === 'button' ? ' type="button"' : '') + (attrs || '') + '>' + inner + '</' + tag + '>';
  }

  // ---------- errors and status ----------
  function showError(sentence) {
    $('error-text').textContent = sentence;
    $('error').hidden = false;
  }
  function clearError() { $('error').hidden = true; $('error-text').textContent = ''; }
  $('error-close').addEventListener('click', clearError);

  // ---------- the PIN ----------
  function pin() { try { return localStorage.getItem('tablescore.pin') || ''; } catch (e) { return state.pin || ''; } }
  function setPin(p) { state.pin = p; try { if (p) localStorage.setItem('tablescore.pin', p); else localStorage.removeItem('tablescore.pin'); } catch (e) { /* private mode */ } }
  function askPin(then) {
    openSheet('<h2>The table\'s PIN</h2><p>Changes need the PIN shown on the device.</p>' +
      '<form id="pin-form"><input id="pin-input" type="tel" inputmode="numeric" autocomplete="off" placeholder="PIN">' +
      '<button class="wide" type="submit">Use this PIN</button></form>');
    var input = $('pin-input');
    input.focus();
    $('pin-form').addEventListener('submit', function (e) {
      e.preventDefault();
      setPin(input.value.trim());
      closeSheet();
      if (then) then();
    });
  }

  // ---------- commands ----------
  function command(path, body, done) {
    if (!pin()) { askPin(function () { command(path, body, done); }); return; }
    var key = newKey();
    var tries = 0;
    clearError();
    (function attempt() {
      tries++;
      // a photo (a File from the phone) goes as it is, with its own type; anything else as JSON
      var photo = typeof Blob !== 'undefined' && body instanceof Blob;
      fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': photo ? body.type : 'application/json', 'X-Table-Pin': pin(), 'Idempotency-Key': key },
        body: photo ? body : JSON.stringify(body || {})
      }).then(function (res) {
        return res.json().catch(function () { return { error: 'The table answered ' + res.status + ' without a reason.' }; })
          .then(function (data) { return { res: res, data: data }; });
      }).then(function (r) {
        if (r.res.ok) {
          apply(r.data);
          if (done) done(r.data);
          return;
        }
        if (r.res.status === 403 && /PIN/.test(r.data.error || '')) setPin('');
        showError(r.data.error || 'The table refused that.');
      }).catch(function () {
        // the same key again: the table applies it at most once
        if (tries < 3) setTimeout(attempt, 600 * tries);
        else showError('The table cannot be reached; check the Wi-Fi and try again.');
      });
    })();
  }

  // ---------- the live feed ----------
  var ws = null, backoff = 500, lastMessage = 0, reconnectTimer = null;
  function setConn(s, text) { var c = $('conn'); c.dataset.state = s; c.textContent = text; }
  function connect() {
    clearTimeout(reconnectTimer);
    if (ws && (ws.readyState === 0 || ws.readyState === 1)) return;
    setConn('connecting', 'connecting');
    var proto = location.protocol === 'https:' ? 'wss://' : 'ws://';
    var sock = new WebSocket(proto + location.host + '/ws');
    sock.fresh = true;
    ws = sock;
    sock.onopen = function () {
      backoff = 500;
      lastMessage = Date.now();
      setConn('live', 'live');
      sock.send(JSON.stringify({ type: 'hello', version: state.version }));
    };
    sock.onmessage = function (e) {
      lastMessage = Date.now();
      var m;
      try { m = JSON.parse(e.data); } catch (x) { return; }
      // the first view after (re)connecting is taken whatever its version: the device may have restarted
      if (m.type === 'view') { apply(m.view, sock.fresh); sock.fresh = false; }
    };
    sock.onclose = function () {
      if (ws !== sock) return;
      ws = null;
      setConn('offline', 'reconnecting');
      reconnectTimer = setTimeout(connect, backoff + Math.random() * 300);
      backoff = Math.min(backoff * 2, 10000);
    };
    sock.onerror = function () { try { sock.close(); } catch (x) { /* closing anyway */ } };
  }
  // heartbeat: a phone that slept or lost Wi-Fi may hold a dead socket without knowing
  setInterval(function () {
    if (ws && ws.readyState === 1) {
      if (Date.now() - lastMessage > 45000) { ws.close(); return; }
      ws.send('ping');
    }
  }, 20000);
  function catchUp() {
    fetch('/api/view', { cache: 'no-store' }).then(function (r) { return r.json(); }).then(function (v) { apply(v, !ws || ws.readyState !== 1); }).catch(function () { /* the feed will catch up */ });
    if (!ws || ws.readyState > 1) { backoff = 500; connect(); }
  }
  document.addEventListener('visibilitychange', function () { if (!document.hidden) catchUp(); });
  window.addEventListener('online', catchUp);
  window.addEventListener('pageshow', function (e) { if (e.persisted) catchUp(); });

  function apply(view, whatever) {
    if (!view || typeof view.version !== 'number') return;
    if (view.version < state.version && !whatever) return;
    var before = state.view;
    state.view = view;
    state.version = view.version;
    document.body.dataset.version = String(view.version);
    var rk = view.review ? (view.review.photoId || 'review') : null;
    if (rk && rk !== state.lastReviewKey && before) go('hand'); // a new hand to look at
    state.lastReviewKey = rk;
    render();
  }

  // ---------- tabs ----------
  function go(tab) {
    state.tab = tab;
    Array.prototype.forEach.call(document.querySelectorAll('.tab'), function (s) { s.hidden = s.dataset.tab !== tab; });
    Array.prototype.forEach.call(document.querySelectorAll('.tabs button'), function (b) { b.classList.toggle('on', b.dataset.go === tab); });
    if (tab === 'setup') renderSetup();
  }
  Array.prototype.forEach.call(document.querySelectorAll('.tabs button'), function (b) {
    b.addEventListener('click', function () { go(b.dataset.go); window.scrollTo(0, 0); });
  });

  // ---------- rendering ----------
  function render() {
    var v = state.view;
    $('table-name').textContent = v.tableName || 'Tablescore';
    document.title = (v.tableName || 'Tablescore');
    $('round-label').textContent = v.match && v.match.round ? v.match.round.label : '';
    var st = [];
    if (v.message) st.push(v.message);
    if (v.device && !v.device.cameraOk) st.push('Camera: ' + (v.device.cameraMessage || 'not working') + '.');
    if (v.device && v.device.simulation) st.push('Simulation: no Pi hardware, the camera reads photos from a folder.');
    $('status').hidden = st.length === 0;
    $('status').textContent = st.join(' ');
    $('hand-badge').hidden = !v.review;
    renderStandings(v);
    renderReview(v);
    renderHistory(v);
    if (state.tab === 'setup' && !document.activeElement.closest('#setup')) renderSetup();
    if (state.picker) renderPicker();
  }

  function renderStandings(v) {
    var m = v.match;
    if (!m) {
      $('standings').innerHTML = '<div class="empty">No match yet. Set one up in <b>Set-up</b>.</div>';
      $('round').innerHTML = ''; $('chart').innerHTML = ''; $('table-actions').innerHTML = '';
      return;
    }
    var rows = m.seats.slice().sort(function (a, b) { return a.rank - b.rank; });
    $('standings').innerHTML = rows.map(function (s) {
      return '<div class="seat' + (s.dealer ? ' dealer' : '') + '" data-seat="' + s.seat + '" style="--seat-color:' + SEAT_COLOR[s.seat] + '">' +
        '<div class="wind" title="' + WIND_NAME[s.windNow || s.seat] + ' in this deal">' + (s.windNow || s.seat) + '</div>' +
        '<div class="name">' + esc(s.player) + '</div>' +
        '<div class="points" data-points="' + s.points + '">' + fmt(s.points) + '</div>' +
        '<div class="sub">#' + s.rank + ' · ' + WIND_NAME[s.windNow || s.seat] + ' ' + WIND_CHAR[s.windNow || s.seat] + (s.dealer ? ' · dealer' : '') + '</div>' +
        '<div class="delta ' + cls(s.lastChange) + '">' + signed(s.lastChange) + '</div></div>';
    }).join('');
    var r = m.round;
    $('round').innerHTML = r ? [
      '<span class="chip">Round <b>' + esc(r.label) + '</b></span>',
      '<span class="chip">Dealer <b>' + esc(playerOf(r.dealer)) + '</b></span>',
      '<span class="chip">Honba <b>' + r.honba + '</b></span>',
      '<span class="chip">On the table <b>' + fmt(r.deposits) + '</b></span>',
      '<span class="chip">' + esc(m.ruleSystemName) + (m.running ? '' : ' · <b>ended</b>') + '</span>'
    ].join('') : '';
    $('chart').innerHTML = chart(m);
    var acts = '';
    if (m.running) {
      acts = '<button type="button" data-act="claim">Claim a win</button>' +
        '<button type="button" data-act="draw" class="secondary">Draw</button>' +
        '<button type="button" data-act="type" class="secondary">Type a hand</button>' +
        '<button type="button" data-act="penalty" class="secondary">Penalty</button>' +
        '<button type="button" data-act="undo" class="secondary">Undo last</button>';
    }
    if (!m.running && m.settleUp && m.settleUp.length) {
      acts += '<div style="grid-column:1/3" class="card"><h3>Settle up</h3>' + m.settleUp.map(function (t) {
        return '<div>' + esc(playerOf(t.from)) + ' pays ' + esc(playerOf(t.to)) + ' <b>' + fmt(t.points) + '</b></div>';
      }).join('') + '</div>';
    }
    $('table-actions').innerHTML = acts;
  }

  function chart(m) {
    var h = m.pointsHistory || [];
    if (h.length < 2) return '<div class="legend">The chart starts after the first hand.</div>';
    var W = 360, H = 170, L = 46, R = 8, T = 10, B = 20;
    var lo = Infinity, hi = -Infinity;
    h.forEach(function (p) { SEATS.forEach(function (s) { if (p.points[s] != null) { lo = Math.min(lo, p.points[s]); hi = Math.max(hi, p.points[s]); } }); });
    if (lo === hi) { lo -= 1; hi += 1; }
    var x = function (i) { return L + (W - L - R) * i / (h.length - 1); };
    var y = function (v) { return T + (H - T - B) * (hi - v) / (hi - lo); };
    var out = '<svg viewBox="0 0 ' + W + ' ' + H + '" role="img" aria-label="Points over the match">';
    [hi, (hi + lo) / 2, lo].forEach(function (v) {
      out += '<line x1="' + L + '" x2="' + (W - R) + '" y1="' + y(v) + '" y2="' + y(v) + '" stroke="#dde3df"/>' +
        '<text x="' + (L - 4) + '" y="' + (y(v) + 4) + '" font-size="11" text-anchor="end" fill="#5c6166">' + fmt(Math.round(v)) + '</text>';
    });
    out += '<text x="' + L + '" y="' + (H - 4) + '" font-size="11" fill="#5c6166">start</text>' +
      '<text x="' + (W - R) + '" y="' + (H - 4) + '" font-size="11" text-anchor="end" fill="#5c6166">hand ' + (h.length - 1) + '</text>';
    m.seats.forEach(function (s) {
      var pts = h.map(function (p, i) { return x(i).toFixed(1) + ',' + y(p.points[s.seat]).toFixed(1); }).join(' ');
      out += '<polyline fill="none" stroke="' + SEAT_COLOR[s.seat] + '" stroke-width="2.5" stroke-linejoin="round" points="' + pts + '"/>';
    });
    out += '</svg><div class="legend">' + m.seats.map(function (s) {
      return '<span><i style="background:' + SEAT_COLOR[s.seat] + '"></i>' + esc(s.player) + '</span>';
    }).join('') + '</div>';
    return out;
  }

  // the hand under review, or a logged hand being corrected
  function reviewHtml(r, mode) {
    var out = '';
    if (r.photoId) {
      out += '<div class="photo"><img src="/api/photos/' + encodeURIComponent(r.photoId) + '" alt="Photo of the hand">';
      if (r.photoWidth && r.photoHeight) {
        out += '<svg viewBox="0 0 ' + r.photoWidth + ' ' + r.photoHeight + '" preserveAspectRatio="none">';
        r.tiles.forEach(function (t) {
          if (!t.quad || t.quad.length < 3) return;
          var pts = t.quad.map(function (p) { return p.x.toFixed(1) + ',' + p.y.toFixed(1); }).join(' ');
          var picked = state.picker && state.picker.position === t.position && state.picker.mode === mode;
          out += '<polygon class="' + (t.uncertain ? 'uncertain' : '') + (picked ? ' picked' : '') + '" data-pos="' + t.position + '" points="' + pts + '"><title>' + esc(tileName(t.tile)) + '</title></polygon>';
          out += '<text x="' + t.quad[0].x.toFixed(1) + '" y="' + (t.quad[0].y - 4).toFixed(1) + '">' + (t.position + 1) + '</text>';
        });
        out += '</svg>';
      }
      out += '</div>';
    }
    out += '<div class="tiles">' + r.tiles.map(function (t) {
      return tileHtml(t.tile, 'tile-lg' + (t.uncertain ? ' uncertain' : ''),
        ' data-pos="' + t.position + '" aria-label="Tile ' + (t.position + 1) + ': ' + esc(tileName(t.tile)) +
        (t.uncertain ? ' (uncertain)' : '') + ', tap to change"', 'button');
    }).join('') + '</div>';
    if (!r.legal && r.problem) out += '<p class="problem">Not a winning hand yet: ' + esc(r.problem) + '</p>';
    if (r.suggestion) {
      var s = r.suggestion;
      out += '<div class="suggest" id="suggestion">' + tileHtml(s.to) + '<p>' + esc(s.reason) + '</p>' +
        '<button type="button" class="big" data-suggest="' + s.position + '" data-to="' + esc(s.to) + '">Use ' + esc(tileName(s.to)) + '</button></div>';
    }
    r.questions.forEach(function (q) {
      out += '<div class="question" data-question="' + esc(q.id) + '"><div class="q">' + esc(q.text) + (q.open ? '' : ' ✓') + '</div><div class="choices">' +
        q.choices.map(function (c) {
          var on = q.chosen.indexOf(c.value) >= 0;
          return '<button type="button" class="' + (on ? 'on' : '') + '" data-q="' + esc(q.id) + '" data-v="' + esc(c.value) + '" data-multi="' + (q.multiple ? 1 : 0) + '">' + esc(c.label) + '</button>';
        }).join('') + '</div></div>';
    });
    if (r.breakdown) out += breakdownHtml(r.breakdown);
    return out;
  }

  function breakdownHtml(b) {
    var out = '';
    if (b.refusal) out += '<p class="refusal">' + esc(b.refusal) + '</p>';
    if (b.patterns.length) {
      out += '<table class="breakdown"><tbody>' + b.patterns.map(function (p) {
        return '<tr><td>' + esc(p.english) + '<span class="orig">' + esc(p.original) + '</span></td><td class="v">' + esc(p.value) + '</td></tr>';
      }).join('') + '</tbody></table>';
    }
    if (b.valueText) out += '<div class="total">' + esc(b.valueText) + (b.limit ? ' · ' + esc(b.limit) : '') + '</div>';
    if (b.payments.length) {
      out += '<table class="breakdown payments"><tbody>' + b.payments.map(function (p) {
        return '<tr data-seat="' + p.seat + '"><td>' + esc(p.player) + ' <span class="orig">' + WIND_NAME[p.seat] + '</span></td><td class="v ' + cls(p.delta) + '">' + signed(p.delta) + '</td></tr>';
      }).join('') + '</tbody></table>';
    }
    return out;
  }

  function renderReview(v) {
    var r = v.review, el = $('review');
    if (!r) {
      var flowText = { CAPTURING: 'Taking the photo…', ERROR: v.message || 'Something went wrong.' }[v.flow];
      el.innerHTML = '<div class="empty">' + esc(flowText || 'No hand under review. The winner presses their seat button, or taps “Claim a win”.') + '</div>';
      return;
    }
    var head = '<h2>' + esc(playerOf(r.winner)) + ' claims a win</h2>';
    var steps = { REVIEWING: 'Check the tiles: tap one to change it.', ASKING: 'Tiles look right. Answer below.', CONFIRMING: 'Check the score and confirm.' };
    head += '<p class="flow" data-flow="' + v.flow + '">' + esc(steps[v.flow] || '') + '</p>';
    var foot = '<div class="actions"><button type="button" data-act="cancel" class="secondary">Cancel</button>' +
      '<button type="button" data-act="confirm" id="confirm"' + (v.flow === 'CONFIRMING' ? '' : ' disabled') + '>Confirm</button></div>';
    el.innerHTML = head + reviewHtml(r, 'review') + foot;
  }

  function renderHistory(v) {
    var el = $('history');
    var hs = v.hands || [];
    var top = '<div class="actions">' + (v.match && v.match.running ? '<button type="button" data-act="undo" class="secondary">Undo last</button>' : '') +
      '<button type="button" data-act="exports" class="secondary">Export</button></div>';
    if (!hs.length) { el.innerHTML = top + '<div class="empty">No hands yet.</div>'; return; }
    el.innerHTML = top + hs.slice().reverse().map(function (h) {
      var open = state.openHand === h.id;
      var what = h.kind === 'WIN' ? esc(playerOf(h.winner)) + (h.discarder ? ' wins off ' + esc(playerOf(h.discarder)) : ' wins by self-draw')
        : h.kind === 'DRAW' ? 'Exhaustive draw' : 'Penalty';
      var deltas = (h.breakdown ? h.breakdown.payments : []).filter(function (p) { return p.delta; }).map(function (p) {
        return '<span class="' + cls(p.delta) + '">' + esc(p.player) + ' ' + signed(p.delta) + '</span>';
      }).join('<br>');
      var body = '';
      if (open) {
        var editing = state.editHand === h.id;
        if (h.review) body += editing ? '<p>Tap a tile or an answer to correct hand ' + h.number + '; the standings are recomputed.</p>' + reviewHtml(h.review, 'hand:' + h.id)
          : '<div class="tiles">' + h.review.tiles.map(function (t) { return tileHtml(t.tile); }).join('') + '</div>' + (h.review.photoId ? '<p><a href="/api/photos/' + encodeURIComponent(h.review.photoId) + '" target="_blank">Photo</a></p>' : '');
        if (h.breakdown && !editing) body += breakdownHtml(h.breakdown);
        if (h.kind === 'WIN') {
          body += '<div class="actions">' + (editing ? '<button type="button" data-act="edit-done" class="secondary">Done</button>' : '<button type="button" data-act="edit" data-hand="' + h.id + '">Edit</button>') +
            '<button type="button" data-act="strike" data-hand="' + h.id + '" class="danger">Strike hand</button></div>';
        }
      }
      return '<div class="hand" data-hand="' + h.id + '"><button type="button" class="head" data-open="' + h.id + '"><span class="num">' + h.number + '</span>' +
        '<span class="what">' + what + (h.corrected ? '<span class="tag">corrected</span>' : '') + '<span class="when">' + esc(h.label) + '</span></span>' +
        '<span class="deltas">' + deltas + '</span></button>' + (open ? '<div class="body">' + body + '</div>' : '') + '</div>';
    }).join('');
  }

  // ---------- set-up ----------
  function loadRules(then) {
    if (state.rules) { then(); return; }
    fetch('/api/rules').then(function (r) { return r.json(); }).then(function (rules) { state.rules = rules; then(); })
      .catch(function () { showError('The rule systems could not be loaded; check the Wi-Fi.'); });
  }
  function renderSetup() {
    loadRules(function () {
      var v = state.view || {}, m = v.match, rules = state.rules;
      var sys = rules.filter(function (r) { return r.id === state.setupSystem; })[0] || (m && rules.filter(function (r) { return r.id === m.ruleSystem; })[0]) || rules[0];
      if (!sys) { $('setup').innerHTML = '<div class="empty">This table offers no rule systems.</div>'; return; }
      state.setupSystem = sys.id;
      var preset = sys.presets.filter(function (p) { return p.name === state.setupPreset; })[0];
      var out = '<div class="card"><h2>PIN</h2><p>' + (pin() ? 'A PIN is saved on this phone.' : 'Changes need the PIN shown on the device.') + '</p>' +
        '<div class="actions"><button type="button" data-act="pin">' + (pin() ? 'Change PIN' : 'Enter PIN') + '</button>' +
        (pin() ? '<button type="button" data-act="forget-pin" class="secondary">Forget PIN</button>' : '') + '</div></div>';
      out += '<form id="setup-form" class="card"><h2>New match</h2>';
      SEATS.forEach(function (s) {
        var cur = m ? playerOf(s) : '';
        out += '<label class="field">' + WIND_NAME[s] + ' seat<input name="player-' + s + '" value="' + esc(cur) + '" placeholder="' + WIND_NAME[s] + '" autocomplete="off"></label>';
      });
      out += '<label class="field">Rule system<select name="system" id="setup-system">' + rules.map(function (r) {
        return '<option value="' + esc(r.id) + '"' + (r.id === sys.id ? ' selected' : '') + '>' + esc(r.englishName) + ' · ' + esc(r.originalName) + '</option>';
      }).join('') + '</select></label>';
      if (sys.presets.length) {
        out += '<label class="field">Preset<select name="preset" id="setup-preset"><option value="">Defaults</option>' + sys.presets.map(function (p) {
          return '<option value="' + esc(p.name) + '"' + (preset && p.name === preset.name ? ' selected' : '') + '>' + esc(p.name) + ' — ' + esc(p.description) + '</option>';
        }).join('') + '</select></label>';
      }
      sys.options.forEach(function (o) {
        var val = preset && preset.options[o.name] != null ? preset.options[o.name] : o.defaultValue;
        var input;
        if (o.allowed.length === 2 && o.allowed[0] === 'true') {
          input = '<select name="opt-' + esc(o.name) + '"><option' + (val === 'true' ? ' selected' : '') + '>true</option><option' + (val === 'false' ? ' selected' : '') + '>false</option></select>';
        } else if (o.allowed.length === 1 && /\.\./.test(o.allowed[0])) {
          input = '<input name="opt-' + esc(o.name) + '" type="number" inputmode="numeric" value="' + esc(val) + '">';
        } else {
          input = '<select name="opt-' + esc(o.name) + '">' + o.allowed.map(function (a) { return '<option' + (a === val ? ' selected' : '') + '>' + esc(a) + '</option>'; }).join('') + '</select>';
        }
        out += '<label class="field">' + esc(o.name) + '<span>' + esc(o.description) + (o.allowed.length === 1 ? ' (' + esc(o.allowed[0]) + ')' : '') + '</span>' + input + '</label>';
      });
      out += '<button class="wide" type="submit" id="start-match">Start the match</button></form>';
      if (m) {
        out += '<div class="card"><h2>This match</h2>' + (m.running ? '<button type="button" class="wide danger" data-act="end">End the match</button>' : '<p>The match has ended.</p>') +
          '<h3>Export</h3>' + exportLinks(m) + '</div>';
      }
      out += tileSetCard(v.device);
      out += '<p><a href="about.html">About Tablescore and the tile artwork</a></p>';
      $('setup').innerHTML = out;
      $('setup-system').addEventListener('change', function (e) { state.setupSystem = e.target.value; state.setupPreset = ''; renderSetup(); });
      if ($('setup-preset')) $('setup-preset').addEventListener('change', function (e) { state.setupPreset = e.target.value; renderSetup(); });
      $('setup-form').addEventListener('submit', function (e) {
        e.preventDefault();
        var f = e.target, players = {}, options = {};
        SEATS.forEach(function (s) { players[s] = f.elements['player-' + s].value.trim(); });
        sys.options.forEach(function (o) { options[o.name] = f.elements['opt-' + o.name].value; });
        command('/api/match', { ruleSystem: sys.id, players: players, preset: state.setupPreset || null, options: options }, function () { go('standings'); });
      });
    });
  }
  // a set the camera reads poorly, or one with animals, heads and the Fly: the table teaches it its own tiles
  function tileSetCard(d) {
    d = d || {};
    var now = d.calibratedFaces > 0
      ? 'Hands are read with this table\'s own set: ' + d.calibratedFaces + ' faces, learned ' + esc(new Date(d.calibratedAt).toLocaleString()) + '.' +
        (d.notInSet && d.notInSet.length ? ' Not in this set (their places in the layout were empty), so never read: ' +
          d.notInSet.map(function (c) { return esc(tileName(c)); }).join(', ') + '.' : '')
      : 'Hands are read with the built-in tile faces.';
    // a tile laid in the wrong place is learnt as the face of its place: name it until the layout is photographed again
    var doubts = (d.calibratedFaces > 0 && d.layoutDoubts) ? d.layoutDoubts.map(function (x) {
      return '<p class="warn">Check the layout: ' + (x.swapped
        ? 'the tiles in the places of ' + esc(tileName(x.place)) + ' and ' + esc(tileName(x.readAs)) + ' look swapped (each looks like the other)'
        : 'the tile in the place of ' + esc(tileName(x.place)) + ' looks like ' + esc(tileName(x.readAs))) +
        '. Lay the layout as the sheet shows and photograph it again, or hands will read such a tile as the face of the place it lay in.</p>';
    }).join('') : '';
    return '<div class="card" id="tile-set"><h2>This table\'s tiles</h2><p>' + now + '</p>' + doubts +
      (d.tileSetProblem ? '<p class="warn">' + esc(d.tileSetProblem) + '</p>' : '') +
      '<p>To teach the table its own set, lay one of each tile face up and upright, apart, in the order of the ' +
      '<a href="/api/calibration/layout.png" target="_blank">layout sheet</a>, leaving empty the places of tiles your set does not have ' +
      '(red fives, flowers, animals), then photograph it with the table\'s camera or from above with this phone.</p>' +
      '<div class="actions"><button type="button" data-act="calibrate">Photograph with the camera</button>' +
      '<label class="button secondary">Use a photo<input type="file" accept="image/jpeg,image/png" capture="environment" id="calibrate-photo" hidden></label></div></div>';
  }
  document.addEventListener('change', function (e) {
    if (e.target.id !== 'calibrate-photo' || !e.target.files.length) return;
    var f = e.target.files[0];
    e.target.value = '';
    if (f.type !== 'image/jpeg' && f.type !== 'image/png') { showError('The photo must be a JPEG or PNG.'); return; }
    command('/api/calibrate', f, function () { renderSetup(); });
  });
  function exportLinks(m) {
    return m.exportFormats.map(function (f) {
      return '<a class="button" href="/api/export/' + encodeURIComponent(f) + '?match=' + encodeURIComponent(m.id) + '" download>' + esc(f.toUpperCase()) + '</a>';
    }).join('') || '<p>No export formats.</p>';
  }

  // ---------- the sheet: picker, seats, forms ----------
  function openSheet(html) { $('sheet-content').innerHTML = html; $('sheet').hidden = false; }
  function closeSheet() { $('sheet').hidden = true; $('sheet-content').innerHTML = ''; state.picker = null; if (state.view) render(); }
  $('sheet-close').addEventListener('click', closeSheet);
  $('sheet').addEventListener('click', function (e) { if (e.target === $('sheet')) closeSheet(); });

  function reviewFor(mode) {
    var v = state.view;
    if (mode === 'review') return v.review;
    var id = mode.slice(5);
    var h = (v.hands || []).filter(function (x) { return x.id === id; })[0];
    return h && h.review;
  }
  var ALL_TILES = (function () {
    var a = [];
    ['m', 'p', 's'].forEach(function (s) { for (var n = 1; n <= 9; n++) a.push(n + s); });
    for (var z = 1; z <= 7; z++) a.push(z + 'z');
    for (var f = 1; f <= 8; f++) a.push(f + 'f');
    return a;
  })();
  var MALAYSIAN_TILES = ['1a', '2a', '3a', '4a', '1h', '2h', '0x'];
  /** The faces the match's set holds, as the table reports them, or null when it does not say. */
  function setTiles() {
    var v = state.view, t = v && v.match && v.match.tiles;
    return t && t.length ? t : null;
  }
  /**
   * The picker's tiles: those the match's set holds (no flowers at a riichi table; dots, honours,
   * flowers, animals, heads and the Fly at a Malaysian one); every tile when the table does not say.
   */
  function pickerTiles() {
    var held = setTiles(), all = ALL_TILES.concat(MALAYSIAN_TILES);
    return held ? all.filter(function (c) { return held.indexOf(c) >= 0; }) : all;
  }
  function renderPicker() {
    var p = state.picker, r = reviewFor(p.mode);
    if (!r) { closeSheet(); return; }
    var t = r.tiles[p.position];
    if (!t) { closeSheet(); return; }
    var first = [];
    if (r.suggestion && r.suggestion.position === t.position) first.push({ code: r.suggestion.to, why: 'makes a winning hand' });
    if (t.runnerUp && first.every(function (x) { return x.code !== t.runnerUp; })) first.push({ code: t.runnerUp, why: 'the camera\'s second guess' });
    var out = '<h2>Tile ' + (t.position + 1) + ': ' + esc(tileName(t.tile)) + '</h2><p>' +
      (t.uncertain ? 'The camera is unsure (' + Math.round(t.confidence * 100) + '%). ' : '') + 'Tap the right tile.</p>';
    if (first.length) {
      out += '<div class="picker-first">' + first.map(function (x) {
        return '<button type="button" data-pick="' + esc(x.code) + '">' + tileHtml(x.code) + '<span>' + esc(tileName(x.code)) + '<span class="orig">' + esc(x.why) + '</span></span></button>';
      }).join('') + '</div>';
    }
    out += '<div class="picker">' + pickerTiles().map(function (c) { return tileHtml(c, c === t.tile ? 'uncertain' : '', ' data-pick="' + c + '"', 'button'); }).join('') + '</div>';
    // a red five where the set has them (riichi's); a red five already read can always be made plain
    var held = setTiles(), reds = !held || held.indexOf('0' + t.tile.charAt(1)) >= 0;
    if ((reds && /^5[mps]$/.test(t.tile)) || /^0[mps]$/.test(t.tile)) {
      var other = t.tile[0] === '5' ? '0' + t.tile[1] : '5' + t.tile[1];
      out += '<p><button type="button" class="wide secondary" data-pick="' + other + '">' + (other[0] === '0' ? 'It is a red five' : 'It is a plain five') + '</button></p>';
    }
    openSheet(out);
  }
  function pickTile(code) {
    var p = state.picker;
    if (!p) return;
    state.picker = null;
    $('sheet').hidden = true;
    if (p.mode === 'review') command('/api/review/tile', { position: p.position, tile: code });
    else command('/api/hands/' + encodeURIComponent(p.mode.slice(5)) + '/correct', { tiles: [{ position: p.position, tile: code }] });
  }

  function seatSheet(title, then) {
    openSheet('<h2>' + esc(title) + '</h2><div class="actions">' + SEATS.map(function (s) {
      return '<button type="button" data-seat-pick="' + s + '">' + esc(playerOf(s)) + '</button>';
    }).join('') + '</div>');
    state.seatThen = then;
  }

  // ---------- one click handler for everything ----------
  document.addEventListener('click', function (e) {
    var t = e.target.closest('[data-act],[data-pos],[data-q],[data-suggest],[data-pick],[data-open],[data-seat-pick],[data-ready],[data-last]');
    if (!t) return;
    var d = t.dataset;
    if (d.pick) { pickTile(d.pick); return; }
    if (d.seatPick) { var then = state.seatThen; state.seatThen = null; closeSheet(); if (then) then(d.seatPick); return; }
    if (d.ready) { t.classList.toggle('on'); return; }
    if (d.last) {
      Array.prototype.forEach.call(document.querySelectorAll('[data-last]'), function (b) { if (b !== t) b.classList.remove('on'); });
      t.classList.toggle('on'); return;
    }
    if (d.suggest) { command('/api/review/tile', { position: +d.suggest, tile: d.to }); return; }
    if (d.open) { state.openHand = state.openHand === d.open ? null : d.open; state.editHand = null; render(); return; }
    var inHand = t.closest('.hand');
    var mode = inHand ? 'hand:' + inHand.dataset.hand : 'review';
    if (d.q) {
      var values = [d.v];
      if (d.multi === '1') {
        values = Array.prototype.filter.call(t.parentNode.querySelectorAll('button'), function (b) { return b === t ? !b.classList.contains('on') : b.classList.contains('on'); })
          .map(function (b) { return b.dataset.v; });
      }
      if (mode === 'review') command('/api/review/answer', { question: d.q, values: values });
      else { var a = {}; a[d.q] = values; command('/api/hands/' + encodeURIComponent(mode.slice(5)) + '/correct', { answers: a }); }
      return;
    }
    if (d.pos != null && !d.act) {
      if (inHand && state.editHand !== inHand.dataset.hand) return;
      state.picker = { mode: mode, position: +d.pos };
      renderPicker();
      return;
    }
    switch (d.act) {
      case 'confirm': command('/api/review/confirm', {}, function () { go('standings'); }); break;
      case 'cancel': command('/api/review/cancel', {}); break;
      case 'undo': command('/api/undo', {}); break;
      case 'claim': seatSheet('Who won?', function (s) { command('/api/claim', { winner: s }); }); break;
      case 'type':
        // when the camera cannot read the hand: type it, concealed tiles first, each meld after '|'
        seatSheet('Who won? (then type the hand)', function (s) {
          var hand = window.prompt('Tiles of ' + playerOf(s) + ', e.g. 234m456p345s88s | 777z');
          if (hand) command('/api/claim/typed', { winner: s, hand: hand });
        });
        break;
      case 'draw':
        openSheet('<h2>Exhaustive draw</h2><p>Who was ready?</p><div class="choices">' + SEATS.map(function (s) {
          return '<button type="button" data-ready="' + s + '">' + esc(playerOf(s)) + '</button>';
        }).join('') + '</div>' +
          // Malaysian: whoever drew the last tile deals next, so that table is asked too
          ((state.view && state.view.match && state.view.match.ruleSystem === 'malaysian')
            ? '<p>Who drew the last tile?</p><div class="choices">' + SEATS.map(function (s) {
                return '<button type="button" data-last="' + s + '">' + esc(playerOf(s)) + '</button>';
              }).join('') + '</div>' : '') +
          '<button type="button" class="wide" data-act="draw-go">Record the draw</button>');
        break;
      case 'draw-go':
        var ready = Array.prototype.filter.call(document.querySelectorAll('[data-ready].on'), function () { return true; }).map(function (b) { return b.dataset.ready; });
        var last = document.querySelector('[data-last].on');
        closeSheet(); command('/api/draw', last ? { ready: ready, lastDrawer: last.dataset.last } : { ready: ready }); break;
      case 'penalty': seatSheet('Who pays the penalty?', function (s) { command('/api/penalty', { seat: s, points: 0, reason: 'chombo' }); }); break;
      case 'edit': state.editHand = d.hand; render(); break;
      case 'edit-done': state.editHand = null; render(); break;
      case 'strike':
        if (window.confirm('Strike this hand from the match? The standings are recomputed; undo brings it back.')) command('/api/hands/' + encodeURIComponent(d.hand) + '/correct', { delete: true });
        break;
      case 'end': if (window.confirm('End the match now?')) command('/api/match/end', {}); break;
      case 'pin': askPin(function () { command('/api/pin', {}, function () { renderSetup(); }); }); break;
      case 'forget-pin': setPin(''); renderSetup(); break;
      case 'calibrate': command('/api/calibrate', {}, function () { renderSetup(); }); break;
      case 'exports':
        var m = state.view.match;
        openSheet('<h2>Export the match</h2>' + (m ? exportLinks(m) : '<p>No match yet.</p>'));
        break;
    }
  });

  // test and tool hook: what the page knows
  window.tablescore = {
    version: function () { return state.version; },
    live: function () { return !!ws && ws.readyState === 1; }
  };

  fetch('/api/view', { cache: 'no-store' }).then(function (r) { return r.json(); }).then(function (v) { apply(v, !ws || ws.readyState !== 1); }).catch(function () { showError('The table cannot be reached; check the Wi-Fi.'); });
  connect();
})();
