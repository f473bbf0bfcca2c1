#!/usr/bin/env bash
# npm run start:cluster: the scale-out setup on one machine (docs/OPERATIONS.md, "Scale-out").
# Builds the web app, starts two server instances on PostgreSQL and Redis, and nginx in front
# of them on http://localhost:8080 (round robin, WebSocket upgrade). Ctrl-C stops everything.
#
# Settings (environment):
#   DATABASE_URL    default postgres://postgres@127.0.0.1:5432/test
#   REDIS_URL       default redis://127.0.0.1:6379
#   CLUSTER_PORT    nginx's port, default 8080
#   INSTANCE_PORTS  the instances' ports, default "3001 3002" (two or more)
#   PUBLIC_URL      default http://localhost:$CLUSTER_PORT
#   SKIP_BUILD=1    reuse packages/web/dist as it is
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

export DATABASE_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
export REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
cluster_port=${CLUSTER_PORT:-8080}
read -r -a instance_ports <<<"${INSTANCE_PORTS:-3001 3002}"
public_url=${PUBLIC_URL:-http://localhost:$cluster_port}
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

if [[ ! -x $nginx_bin ]]; then
  echo "nginx is not installed (Debian: apt-get install -y nginx)" >&2
  exit 1
fi
if [[ ${SKIP_BUILD:-0} != 1 ]]; then
  npm run build
fi

work=$(mktemp -d -t trivia-cluster.XXXXXX)
pids=()
stop_all() {
  trap - EXIT INT TERM
  echo "stopping the cluster" >&2
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait || true
  rm -rf "$work"
}
trap stop_all EXIT
trap 'exit 130' INT TERM

# One instance: the compiled server with the shared settings, its log lines prefixed with its port.
start_instance() {
  local port=$1
  PORT=$port HOST=127.0.0.1 PUBLIC_URL=$public_url TRUST_PROXY=127.0.0.1 \
    node --enable-source-maps --no-memory-reducer packages/server/dist/main.js > >(sed -u "s/^/[$port] /") 2>&1 &
  pids+=("$!")
  for _ in $(seq 1 120); do
    if curl -fsS "http://127.0.0.1:$port/api/ready" >/dev/null 2>&1; then return 0; fi
    if ! kill -0 "$!" 2>/dev/null; then
      echo "the instance on port $port stopped; see its log above" >&2
      exit 1
    fi
    sleep 0.5
  done
  echo "the instance on port $port is not ready after 60 s" >&2
  exit 1
}

# One after the other: the first applies the migrations, the others find them done.
for port in "${instance_ports[@]}"; do start_instance "$port"; done

upstreams=""
for port in "${instance_ports[@]}"; do
  upstreams+="    server 127.0.0.1:$port max_fails=1 fail_timeout=5s;"$'\n'
done
mkdir -p "$work/temp"
# Workers run as the user who started the script (nginx ignores "user" otherwise).
user_line=""
if [[ $(id -u) == 0 ]]; then user_line="user root;"; fi
cat >"$work/nginx.conf" <<EOF
$user_line
worker_processes 1;
pid $work/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $work/temp/body;
  proxy_temp_path $work/temp/proxy;
  fastcgi_temp_path $work/temp/fastcgi;
  uwsgi_temp_path $work/temp/uwsgi;
  scgi_temp_path $work/temp/scgi;

  map \$http_upgrade \$connection_upgrade {
    default upgrade;
    ''      close;
  }

  # Round robin, no sticky sessions: the socket.io transport is WebSocket only.
  upstream trivia {
$upstreams  }

  server {
    listen $cluster_port;
    client_max_body_size 64k;

    location / {
      proxy_pass http://trivia;
      proxy_http_version 1.1;
      proxy_set_header Host \$http_host;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto \$scheme;
      proxy_set_header X-Forwarded-Host \$http_host;
      proxy_set_header Upgrade \$http_upgrade;
      proxy_set_header Connection \$connection_upgrade;
      # A request to an instance that is down goes to the next one (a stopped instance's
      # WebSocket clients reconnect through here and land on a live one).
      proxy_next_upstream error timeout;
    }
  }
}
EOF

"$nginx_bin" -p "$work" -c "$work/nginx.conf" -e stderr -g 'daemon off; error_log stderr warn;' &
pids+=("$!")
sleep 1
if ! kill -0 "$!" 2>/dev/null; then
  echo "nginx did not start (is port $cluster_port free?)" >&2
  exit 1
fi
echo "Trivia Games cluster: $public_url (nginx) -> instances on ports ${instance_ports[*]}"
# The URLs may hold passwords: only where they point is shown.
echo "PostgreSQL at ${DATABASE_URL#*@}, Redis at ${REDIS_URL#*@}; Ctrl-C stops all"
wait
