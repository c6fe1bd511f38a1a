/// The player page's stylesheet and script, inlined so the page needs nothing from the network.
enum HTMLAssets {
    static let stylesheet = """
        body { margin: 0; background: #f1f5f9; color: #0f172a; font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', sans-serif; }
        header.page { background: #0f172a; color: #f8fafc; padding: 14px 24px; }
        header.page h1 { margin: 0 0 4px; font-size: 20px; }
        header.page p { margin: 0; color: #cbd5e1; }
        header.page code { color: #f8fafc; }
        .run { background: #ffffff; margin: 16px 24px; padding: 14px 18px; border-radius: 12px; box-shadow: 0 1px 3px rgba(15, 23, 42, 0.15); }
        .run h2 { margin: 0; font-size: 18px; }
        .summary { margin: 2px 0 12px; color: #475569; }
        .player { display: flex; flex-wrap: wrap; gap: 22px; align-items: flex-start; }
        .stage-wrap { flex: 0 0 auto; }
        .stage { display: block; background: #e2e8f0; border-radius: 8px; }
        .legend { margin: 6px 0 0; color: #475569; font-size: 12px; }
        .swatch { display: inline-block; width: 11px; height: 11px; margin: 0 4px 0 8px; border: 1px solid #0f172a; vertical-align: -1px; }
        .appeared-swatch { background: #93c5fd; }
        .appearing-swatch { background: #86efac; }
        .disappearing-swatch { background: #fdba74; }
        .disappeared-swatch { background: #d1d5db; }
        .panel { flex: 1 1 340px; min-width: 340px; }
        .controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
        .controls button { font: inherit; padding: 4px 12px; border-radius: 6px; border: 1px solid #94a3b8; background: #f8fafc; cursor: pointer; }
        .controls .play { min-width: 68px; background: #1d4ed8; border-color: #1d4ed8; color: #ffffff; }
        .scrubber { flex: 1 1 120px; min-width: 100px; }
        .counter { font-variant-numeric: tabular-nums; white-space: nowrap; min-width: 10.5em; }
        .readout { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 12px 0; }
        .readout dt { color: #64748b; }
        .readout dd { margin: 0; font-variant-numeric: tabular-nums; }
        .phase { display: inline-block; padding: 0 8px; border-radius: 10px; background: #e2e8f0; font-weight: 600; }
        .phase[data-phase="animating"] { background: #bfdbfe; }
        .phase[data-phase="interactive"] { background: #e9d5ff; }
        .phase[data-phase="finishing"] { background: #bbf7d0; }
        .phase[data-phase="cancelling"] { background: #fed7aa; }
        .cause { color: #64748b; }
        .bar { display: inline-block; width: 160px; height: 9px; background: #e2e8f0; border-radius: 5px; overflow: hidden; vertical-align: 0; }
        .bar .fill { display: block; height: 100%; width: 0; background: #1d4ed8; }
        .events { list-style: none; padding: 0; margin: 0 0 10px; display: flex; flex-wrap: wrap; gap: 6px; max-height: 124px; overflow-y: auto; position: relative; }
        .events button { font: inherit; font-size: 13px; padding: 2px 10px; border-radius: 12px; border: 1px solid #cbd5e1; background: #f8fafc; cursor: pointer; }
        .events li.current button { background: #1d4ed8; border-color: #1d4ed8; color: #ffffff; }
        h3 { margin: 8px 0 4px; font-size: 14px; }
        .log { position: relative; list-style: none; margin: 0; padding: 0; max-height: 330px; overflow-y: auto; border: 1px solid #e2e8f0; border-radius: 8px; font-size: 12.5px; }
        .log li { padding: 1px 10px; white-space: nowrap; }
        .log li.log-event { background: #f1f5f9; color: #334155; font-weight: 600; padding-top: 3px; }
        .log li.future { color: #94a3b8; }
        .log li.current { background: #fef08a; color: #0f172a; font-weight: 600; }
        .log .when { display: inline-block; min-width: 92px; color: #64748b; font-variant-numeric: tabular-nums; }
        .log code { font: 12.5px ui-monospace, 'SF Mono', Menlo, Consolas, monospace; }
        """

    static let script = #"""
        (function () {
          'use strict';
          var data = JSON.parse(document.getElementById('preview-data').textContent);
          var strings = data.strings;
          var templates = data.templates.map(function (template) { return template.split('\u0001'); });
          var keyframeInterval = KEYFRAME_INTERVAL;
          var fieldNames = READOUT_FIELDS;
          var params = new URLSearchParams(window.location.search);
          var players = [];

          // A frame's list is stored as [kept from the start, kept from the end, new entries...]
          // against the frame before; a keyframe's against nothing.
          function apply(change, previous) {
            var kept = change[0];
            var keptAtEnd = change[1];
            return previous.slice(0, kept).concat(change.slice(2), previous.slice(previous.length - keptAtEnd));
          }

          // Decodes the lists of one stream on demand, from the last frame decoded when playback
          // moves on, otherwise from the keyframe before.
          function Stream(changes) {
            this.changes = changes;
            this.at = -1;
            this.list = [];
          }
          Stream.prototype.get = function (target) {
            var start = target - target % keyframeInterval;
            var list = [];
            if (this.at >= start && this.at <= target) {
              start = this.at + 1;
              list = this.list;
            }
            for (var position = start; position <= target; position++) { list = apply(this.changes[position], list); }
            this.at = target;
            this.list = list;
            return list;
          };

          // A string is stored as it is, or as [template, numbers...]; built the first time it is used.
          function text(index) {
            var entry = strings[index];
            if (typeof entry === 'string') { return entry; }
            var parts = templates[entry[0]];
            var built = parts[0];
            for (var position = 1; position < parts.length; position++) { built += String(entry[position]) + parts[position]; }
            strings[index] = built;
            return built;
          }

          function Player(section, run) {
            var self = this;
            this.section = section;
            this.run = run;
            this.count = run.steps.length;
            this.drawing = new Stream(run.drawing);
            var readouts = new Stream(run.readout);
            this.readouts = [];
            for (var position = 0; position < this.count; position++) { this.readouts.push(readouts.get(position).map(text)); }
            this.canvas = section.querySelector('.stage .frame');
            this.index = 0;
            this.playing = false;
            this.timer = null;
            this.scrubber = section.querySelector('.scrubber');
            this.button = section.querySelector('.play');
            this.counter = section.querySelector('.counter');
            this.speed = section.querySelector('.speed');
            this.log = section.querySelector('.log');
            this.eventList = section.querySelector('.events');
            this.eventItems = Array.prototype.slice.call(section.querySelectorAll('.events li'));
            this.eventStarts = this.eventItems.map(function (item) { return Number(item.getAttribute('data-first')); });
            this.currentEvent = -1;
            this.fields = {};
            Array.prototype.forEach.call(section.querySelectorAll('[data-field]'), function (node) {
              self.fields[node.getAttribute('data-field')] = node;
            });
            this.buildLog();
            this.scrubber.addEventListener('input', function () {
              self.pause();
              self.show(Number(self.scrubber.value));
            });
            this.button.addEventListener('click', function () {
              if (self.playing) { self.pause(); } else { self.play(); }
            });
            Array.prototype.forEach.call(section.querySelectorAll('.step'), function (button) {
              button.addEventListener('click', function () {
                self.pause();
                self.show(self.index + Number(button.getAttribute('data-step')));
              });
            });
            Array.prototype.forEach.call(section.querySelectorAll('.events button'), function (button) {
              button.addEventListener('click', function () {
                self.pause();
                self.show(Number(button.getAttribute('data-frame')));
              });
            });
            this.speed.addEventListener('change', function () { self.schedule(); });
          }

          // The log: a heading for the setup and each event, and a line for every step. The
          // lines of frame f are logItems[logStarts[f]] up to logItems[logStarts[f + 1]].
          Player.prototype.buildLog = function () {
            var run = this.run;
            var fragment = document.createDocumentFragment();
            var heading = 0;
            this.logItems = [];
            this.logStarts = [];
            for (var frame = 0; frame < this.count; frame++) {
              while (heading < run.headings.length && run.headings[heading][0] === frame) {
                var title = document.createElement('li');
                title.className = 'log-event';
                title.textContent = text(run.headings[heading][1]);
                fragment.appendChild(title);
                heading++;
              }
              this.logStarts.push(this.logItems.length);
              var when = '#' + frame + ' ' + this.readouts[frame][0];
              run.steps[frame].forEach(function (step) {
                var item = document.createElement('li');
                if (frame > 0) { item.className = 'future'; }
                var stamp = document.createElement('span');
                stamp.className = 'when';
                stamp.textContent = when;
                var code = document.createElement('code');
                code.textContent = text(step);
                item.appendChild(stamp);
                item.appendChild(document.createTextNode(' '));
                item.appendChild(code);
                fragment.appendChild(item);
                this.logItems.push(item);
              }, this);
            }
            this.logStarts.push(this.logItems.length);
            this.log.appendChild(fragment);
          };

          // Marks the log for a move from frame `from` to frame `to`, touching only the lines
          // between them.
          Player.prototype.markLog = function (from, to) {
            var items = this.logItems;
            var starts = this.logStarts;
            var position;
            for (position = starts[from]; position < starts[from + 1]; position++) { items[position].classList.remove('current'); }
            var low = Math.min(from, to);
            var high = Math.max(from, to);
            for (position = starts[low + 1]; position < starts[high + 1]; position++) { items[position].classList.toggle('future', to < from); }
            for (position = starts[to]; position < starts[to + 1]; position++) { items[position].classList.add('current'); }
            var focus = items[starts[to] < starts[to + 1] ? starts[to] : starts[to] - 1];
            this.log.scrollTop = focus ? Math.max(0, focus.offsetTop - this.log.clientHeight / 3) : 0;
          };

          Player.prototype.markEvent = function (frame) {
            var starts = this.eventStarts;
            var low = 0;
            var high = starts.length - 1;
            while (low < high) {
              var middle = (low + high + 1) >> 1;
              if (starts[middle] <= frame) { low = middle; } else { high = middle - 1; }
            }
            if (low === this.currentEvent) { return; }
            if (this.currentEvent >= 0) { this.eventItems[this.currentEvent].classList.remove('current'); }
            this.currentEvent = low;
            var item = this.eventItems[low];
            item.classList.add('current');
            this.eventList.scrollTop = Math.max(0, item.offsetTop - this.eventList.clientHeight / 3);
          };

          Player.prototype.show = function (target) {
            var last = this.count - 1;
            var next = Math.max(0, Math.min(last, Math.round(target)));
            var previous = this.index;
            this.index = next;
            this.canvas.setAttribute('data-frame', String(next));
            this.canvas.innerHTML = this.drawing.get(next).map(text).join('');
            this.scrubber.value = String(next);
            this.counter.textContent = 'frame ' + next + ' / ' + last;
            var readout = this.readouts[next];
            var fields = this.fields;
            fieldNames.forEach(function (name, position) {
              if (name === 'bar') {
                fields.bar.style.width = readout[position];
              } else {
                fields[name].textContent = readout[position];
              }
            });
            fields.phase.setAttribute('data-phase', fields.phase.textContent);
            this.markEvent(next);
            this.markLog(previous, next);
          };

          Player.prototype.play = function () {
            if (this.index >= this.count - 1) { this.show(0); }
            this.playing = true;
            this.button.textContent = 'Pause';
            this.schedule();
          };

          Player.prototype.pause = function () {
            this.playing = false;
            this.button.textContent = 'Play';
            window.clearTimeout(this.timer);
          };

          Player.prototype.schedule = function () {
            var self = this;
            window.clearTimeout(this.timer);
            if (!this.playing) { return; }
            if (this.index >= this.count - 1) {
              this.timer = window.setTimeout(function () {
                if (!self.playing) { return; }
                self.show(0);
                self.schedule();
              }, 1500);
              return;
            }
            var delay = 1000 / (this.run.fps * Number(this.speed.value));
            this.timer = window.setTimeout(function () {
              self.show(self.index + 1);
              self.schedule();
            }, delay);
          };

          Array.prototype.forEach.call(document.querySelectorAll('section.run'), function (section) {
            var run = data.runs[Number(section.getAttribute('data-run'))];
            if (run) { players.push(new Player(section, run)); }
          });

          var speed = params.get('speed');
          var anyFrame = params.has('frame');
          players.forEach(function (player) {
            if (speed !== null) {
              var option = player.speed.querySelector('option[value="' + speed + '"]');
              if (option) { player.speed.value = speed; }
            }
            var own = params.get(player.run.mode);
            var start = own !== null ? Number(own) : (anyFrame ? Number(params.get('frame')) : 0);
            player.show(isNaN(start) ? 0 : start);
            var paused = own !== null || anyFrame;
            if (params.get('play') === '1' || (!paused && params.get('play') !== '0')) { player.play(); }
          });

          window.scrollstackPreview = {
            players: players,
            seek: function (mode, frame) {
              players.forEach(function (player) {
                if (player.run.mode === mode) { player.pause(); player.show(frame); }
              });
            }
          };
        })();
        """#
        .replacingOccurrences(of: "KEYFRAME_INTERVAL", with: String(PlayerData.keyframeInterval))
        .replacingOccurrences(of: "READOUT_FIELDS", with: "['" + PlayerData.readoutFields.joined(separator: "', '") + "']")
}
