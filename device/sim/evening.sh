#!/usr/bin/env bash
# A short evening in simulation, driven as a table would: the simulated buttons (/sim), typed hands where
# the camera cannot read, and the phone API for the set-up, dora, a correction, a draw and the export.
#   java -jar device/target/tablescore.jar &        (simulation starts by itself without a Pi)
#   device/sim/evening.sh [DASHBOARD_PORT] [SIM_PORT] [LOG_FILE_WITH_PIN]
set -euo pipefail
P=${1:-8080}; S=${2:-8081}; PIN=${PIN:?set PIN to the PIN the service printed}
D=http://127.0.0.1:$P; SIM=http://127.0.0.1:$S
api() { curl -sf -X POST "$D$1" -H "X-Table-Pin: $PIN" -H "Content-Type: application/json" -H "Origin: $D" \
             -H "Idempotency-Key: evening-$RANDOM-$RANDOM" -d "${2:-{\}}" > /dev/null; }
press() { curl -sf -X POST "$SIM/sim/press/$1" > /dev/null; sleep 0.3; }
typed() { curl -s -X POST "$SIM/sim/hand" --data-urlencode "seat=$1" --data-urlencode "hand=$2"; sleep 0.2; }
flow() { curl -sf "$D/api/health" | sed 's/.*"flow":"\([A-Z]*\)".*/\1/'; }
standings() { curl -sf "$D/api/match" | python3 -c "import json,sys; m=json.load(sys.stdin)['match']; print(m['round']['label'], '|', ', '.join(f\"{s['player']} {s['points']}\" for s in m['seats']))"; }

api /api/match '{"ruleSystem":"riichi","players":{"E":"Ann","S":"Bob","W":"Cy","N":"Di"},"preset":"uma 10-20","options":{}}'
echo "set up: $(standings)"
# hand 1: Bob (south) photographs his hand; if the camera cannot read it, he types it
press south; sleep 1.5
if [ "$(flow)" = ERROR ] || [ "$(flow)" = REVIEWING ]; then press undo; typed S '234m456p345s678s22p'; fi
press east                                  # Ann discarded the winning tile
api /api/review/answer '{"question":"dora","values":["9m"]}'
press confirm; echo "hand 1: $(standings)"
# hand 2: Cy self-draws a red dragon pung hand
typed W '234m456p345s88s | 777z'; press west  # own seat button = self-draw
api /api/review/answer '{"question":"dora","values":["1z"]}'
api /api/review/answer '{"question":"winning_tile","values":["8s"]}'
press confirm; echo "hand 2: $(standings)"
# a draw with Di ready, then undo it with the buttons (undo asks, confirm undoes)
api /api/draw '{"ready":["N"]}'; echo "draw:   $(standings)"
press undo; press confirm; echo "undone: $(standings)"
# correct hand 1: it was Di, not Ann, who discarded
api /api/hands/1/correct '{"answers":{"how":["N"]}}'; echo "fixed:  $(standings)"
ID=$(curl -sf "$D/api/match" | python3 -c "import json,sys; print(json.load(sys.stdin)['match']['id'])")
for f in json csv tenhou jsonl; do curl -sf "$D/api/export/$f?match=$ID" -o "/tmp/evening.$f" && echo "exported $f: $(wc -c < /tmp/evening.$f) bytes"; done
