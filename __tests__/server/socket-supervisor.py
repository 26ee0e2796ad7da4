#!/usr/bin/env python3
"""What systemd does for deploy/sae-site.socket and sae-site.service, for zero-downtime.test.ts.

  socket-supervisor.py serve STATE HOST:PORT BACKLOG RESTART_SEC STOP_SEC CWD -- COMMAND...
      Holds a listening socket on HOST:PORT (port 0: any; the port is written to STATE/port) as the
      .socket unit does, and runs COMMAND in CWD with that socket as fd 3, LISTEN_FDS=1 and LISTEN_PID
      set to its process id, as the .service unit does: started by `restart`, restarted RESTART_SEC after
      it fails (a non-zero exit or a signal: Restart=on-failure), stopped with SIGTERM and, after
      STOP_SEC, SIGKILL. Its output goes to STATE/server.log; its process id to STATE/pid.
  socket-supervisor.py restart STATE
      As `systemctl restart`: the running command is stopped, a new one started, then it returns.
"""

import os
import signal
import socket
import subprocess
import sys
import time


def write(state, name, value):
    with open(os.path.join(state, name + ".next"), "w") as file:
        file.write(str(value))
    os.replace(os.path.join(state, name + ".next"), os.path.join(state, name))


def read(state, name):
    try:
        with open(os.path.join(state, name)) as file:
            return file.read()
    except FileNotFoundError:
        return ""


def serve(state, address, backlog, restart_sec, stop_sec, cwd, command):
    host, port = address.rsplit(":", 1)
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind((host, int(port)))
    listener.listen(int(backlog))
    # The first passed socket is fd 3 (SD_LISTEN_FDS_START).
    if listener.fileno() != 3:
        os.dup2(listener.fileno(), 3)
    write(state, "port", listener.getsockname()[1])
    log = open(os.path.join(state, "server.log"), "ab")

    asked = []
    signal.signal(signal.SIGHUP, lambda *_: asked.append("restart"))
    signal.signal(signal.SIGTERM, lambda *_: asked.append("stop"))
    signal.signal(signal.SIGINT, lambda *_: asked.append("stop"))

    def start():
        child = subprocess.Popen(
            ["sh", "-c", 'LISTEN_PID=$$ exec "$@"', "sh", *command],
            cwd=cwd,
            env={**os.environ, "LISTEN_FDS": "1"},
            pass_fds=(3,),
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=log,
        )
        write(state, "pid", child.pid)
        return child

    def stop(child):
        if child is None or child.poll() is not None:
            return
        child.send_signal(signal.SIGTERM)
        try:
            child.wait(float(stop_sec))
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()

    child = None
    generation = 0
    write(state, "generation", generation)
    while True:
        while asked:
            if asked.pop(0) == "stop":
                stop(child)
                return
            stop(child)
            child = start()
            generation += 1
            write(state, "generation", generation)
        if child is not None and child.poll() is not None:
            if child.returncode != 0:
                log.write(b"supervisor: the server failed (%d); restarting\n" % child.returncode)
                log.flush()
                time.sleep(float(restart_sec))
                child = start()
            else:
                child = None
        time.sleep(0.05)


def restart(state):
    before = read(state, "generation")
    os.kill(int(read(state, "supervisor.pid")), signal.SIGHUP)
    deadline = time.time() + 60
    while read(state, "generation") == before:
        if time.time() > deadline:
            sys.exit("supervisor: no restart within 60 s")
        time.sleep(0.05)


if __name__ == "__main__":
    if sys.argv[1] == "serve":
        state = sys.argv[2]
        write(state, "supervisor.pid", os.getpid())
        serve(state, *sys.argv[3:8], sys.argv[9:])
    elif sys.argv[1] == "restart":
        restart(sys.argv[2])
