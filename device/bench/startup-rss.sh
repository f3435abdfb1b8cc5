#!/usr/bin/env bash
# Start-up time and resident memory of the running service, measured from outside (not a unit test).
#   device/bench/startup-rss.sh [RUNS] [JAR]        e.g. device/bench/startup-rss.sh 5
# For each run: a fresh data folder (first start: the game log is created and migrated) and then a
# restart on the same folder (the usual case). Start-up = launch until GET /api/health answers 200.
# RSS = VmRSS of the JVM after a match is set up and one hand has been photographed and recognised
# (OpenCV and the tile model loaded), plus VmHWM (the peak); press-to-review = simulated seat button to the
# review on the dashboard (photo + recognition; the first one after start). Java flags as in the systemd unit.
set -euo pipefail
RUNS=${1:-3}
JAR=${2:-$(dirname "$0")/../target/tablescore.jar}
PORT=${PORT:-18480}
SIMPORT=$((PORT + 1))
FLAGS=${JAVA_FLAGS--XX:+UseSerialGC -Xss512k -Xmx96m -XX:TieredStopAtLevel=1 -XX:ReservedCodeCacheSize=32m}
PHOTOS=${PHOTOS:-$(cd "$(dirname "$0")/../../.." && pwd)/shared/vision/photos/roboflow-chinese-mahjong-v4-train/images}
[ -f "$JAR" ] || { echo "no jar at $JAR; build it with: mvn -q -DskipTests package" >&2; exit 2; }
now_ms() { date +%s%3N; }

one() { # $1 = data dir, $2 = label
  local data=$1 label=$2 t0 t1 pid pin
  t0=$(now_ms)
  java $FLAGS -jar "$JAR" serve --no-stdin --set data.dir="$data" --set http.port=$PORT --set simulation.port=$SIMPORT \
       --set mdns.enabled=false --set simulation.photos="$PHOTOS" > "$data.log" 2>&1 &
  pid=$!
  until curl -sf -o /dev/null "http://127.0.0.1:$PORT/api/health"; do
    sleep 0.02
    kill -0 $pid 2>/dev/null || { echo "the service died; see $data.log" >&2; cat "$data.log" >&2; exit 1; }
  done
  t1=$(now_ms)
  local cpu  # CPU time (user+sys) the JVM had used when health first answered: the load-independent cost
  cpu=$(awk -v hz="$(getconf CLK_TCK)" '{printf "%d", ($14+$15)*1000/hz}' /proc/$pid/stat)
  pin=$(grep -o 'PIN [0-9]*' "$data.log" | head -1 | cut -d' ' -f2)
  curl -sf -o /dev/null -X POST "http://127.0.0.1:$PORT/api/match" -H "X-Table-Pin: $pin" -H "Idempotency-Key: bench-$label-$t0" \
       -H "Content-Type: application/json" -H "Origin: http://127.0.0.1:$PORT" \
       -d '{"ruleSystem":"riichi","players":{"E":"A","S":"B","W":"C","N":"D"},"options":{}}' || true
  local p0 p1
  p0=$(now_ms)
  curl -sf -o /dev/null -X POST "http://127.0.0.1:$SIMPORT/sim/press/south"
  for _ in $(seq 1 600); do
    curl -s "http://127.0.0.1:$PORT/api/health" | grep -q '"flow":"\(REVIEWING\|ASKING\|CONFIRMING\|ERROR\)"' && break
    sleep 0.02
  done
  p1=$(now_ms)
  sleep 2
  local rss hwm
  rss=$(awk '/VmRSS/ {print int($2/1024)}' /proc/$pid/status)
  hwm=$(awk '/VmHWM/ {print int($2/1024)}' /proc/$pid/status)
  kill $pid; wait $pid 2>/dev/null || true
  printf '%-8s start-up %5d ms (CPU %5d ms)   press-to-review %5d ms   RSS %4d MB   peak RSS %4d MB\n' \
    "$label" $((t1 - t0)) "$cpu" $((p1 - p0)) "$rss" "$hwm"
}

echo "java: $(java -version 2>&1 | head -1); flags: $FLAGS; load: $(cut -d' ' -f1-3 /proc/loadavg)"
for i in $(seq 1 "$RUNS"); do
  d=$(mktemp -d /tmp/tablescore-bench.XXXXXX)
  one "$d/data" "first"
  one "$d/data" "restart"
  rm -rf "$d"
done
