"""The served board's limits, over plain sockets on 127.0.0.1 (no browser): idle, header and body timeouts, the
cap on open connections, a board file replaced by a FIFO, SIGTERM with a client still sending, `--open` without
the token on a command line, a standard error nobody reads, and a bounded soak under a lowered `ulimit -n`.

Each waits for what it checks with a generous bound that only a hang reaches; none measures speed."""

import http.client
import json
import os
import pathlib
import resource
import shutil
import signal
import socket
import stat
import subprocess
import threading
import time

import pytest

from conftest import SAMPLE

HANG = 20  # seconds: past this, something waits that never should


class Server:
    """`cardport serve --port 0` on its own copy of the sample board, with extra options, an optional
    `ulimit -n` and environment; standard error goes to a file (the request log never fills a pipe)."""

    def __init__(self, binary, tmp_path, *options, nofile=None, env=None, unread_log=False):
        self.board_path = tmp_path / "board.json"
        if not self.board_path.exists():
            shutil.copyfile(SAMPLE, self.board_path)
        self.log_path = tmp_path / "serve.log"
        self.log = open(self.log_path, "w")

        def lower_limit():
            if nofile:
                resource.setrlimit(resource.RLIMIT_NOFILE, (nofile, nofile))

        self.process = subprocess.Popen(
            [binary, "serve", str(self.board_path), "--port", "0", *options],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE if unread_log else self.log, text=True,
            preexec_fn=lower_limit,
            env=env if env is not None else os.environ.copy(),
        )
        line = self.process.stdout.readline()
        if not line.startswith("Serving "):
            self.process.kill()
            raise RuntimeError("cardport serve did not start: %r %s" % (line, self.log_path.read_text()))
        self.url = line.rstrip("\n").rsplit(" at ", 1)[1]
        self.origin = self.url.split("/?", 1)[0]
        self.token = self.url.split("token=", 1)[1]
        self.port = int(self.origin.rsplit(":", 1)[1])
        self.version = 1

    def headers(self):
        return {"Cookie": "cardport_token=" + self.token, "Origin": self.origin, "Content-Type": "application/json"}

    def post(self, path, body, timeout=HANG):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            connection.request("POST", path, body=json.dumps(body), headers=self.headers())
            response = connection.getresponse()
            return response.status, json.loads(response.read() or b"{}")
        finally:
            connection.close()

    def add_list(self, name, timeout=HANG):
        status, answer = self.post("/api/lists", {"version": self.version, "name": name}, timeout)
        if "version" in answer:
            self.version = answer["version"]
        return status, answer

    def list_names(self):
        with open(self.board_path, encoding="utf-8") as handle:
            return [board_list["name"] for board_list in json.load(handle)["lists"]]

    def terminate(self):
        """SIGTERM; returns the exit status, or None when the process outlived HANG seconds."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout=HANG)
        except subprocess.TimeoutExpired:
            return None

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.log.close()


@pytest.fixture
def start(binary, tmp_path):
    started = []

    def make(*options, **keywords):
        server = Server(binary, tmp_path, *options, **keywords)
        started.append(server)
        return server

    yield make
    for server in started:
        server.close()


def connect(port):
    return socket.create_connection(("127.0.0.1", port), timeout=HANG)


def closed_by_server(sock):
    """Waits (at most HANG seconds) for the server to close `sock`; True when it did."""
    sock.settimeout(HANG)
    try:
        while True:
            data = sock.recv(4096)
            if not data:
                return True
    except (ConnectionResetError, BrokenPipeError):
        return True
    except socket.timeout:
        return False


def request_on(sock, path="/assets/board.css", token=None):
    """One keep-alive GET on an open socket; returns the status line."""
    cookie = "Cookie: cardport_token=%s\r\n" % token if token else ""
    sock.sendall(("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n%s\r\n" % (path, cookie)).encode())
    sock.settimeout(HANG)
    received = b""
    while b"\r\n\r\n" not in received:
        chunk = sock.recv(4096)
        if not chunk:
            break
        received += chunk
    head, _, rest = received.partition(b"\r\n\r\n")
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value.strip())
    while len(rest) < length:
        chunk = sock.recv(4096)
        if not chunk:
            break
        rest += chunk
    return head.split(b"\r\n", 1)[0].decode()


def test_idle_connections_and_unfinished_heads_are_closed(start):
    server = start("--idle-timeout", "1", "--header-timeout", "1")
    silent = connect(server.port)
    half_head = connect(server.port)
    half_head.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
    kept_alive = connect(server.port)
    assert request_on(kept_alive).startswith("HTTP/1.1 401")
    assert closed_by_server(silent), "a connection that never sent anything stayed open"
    assert closed_by_server(half_head), "a request head that never ended kept its connection"
    assert closed_by_server(kept_alive), "an idle kept-alive connection stayed open"
    assert server.add_list("Still answering")[0] == 200


def test_a_body_that_trickles_in_is_closed_at_the_body_timeout(start):
    server = start("--idle-timeout", "5", "--body-timeout", "1")
    slow = connect(server.port)
    head = ("POST /api/lists HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nCookie: cardport_token=%s\r\nOrigin: %s\r\n"
            "Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n" % (
                server.port, server.token, server.origin))
    slow.sendall(head.encode())
    stop = threading.Event()

    def trickle():
        # A byte every quarter of a second: never idle for the idle timeout, never done.
        while not stop.is_set():
            try:
                slow.sendall(b" ")
            except OSError:
                return
            stop.wait(0.25)

    sender = threading.Thread(target=trickle, daemon=True)
    sender.start()
    try:
        assert closed_by_server(slow), "a body that kept trickling in kept its connection"
    finally:
        stop.set()
        sender.join(HANG)
    assert server.add_list("Still answering")[0] == 200


def test_a_connection_over_the_cap_is_answered_and_the_longest_idle_one_closed(start):
    server = start("--max-connections", "8")
    idle = []
    for _ in range(8):
        sock = connect(server.port)
        assert request_on(sock).startswith("HTTP/1.1 401")  # registered and idle, in this order
        idle.append(sock)
    status, _ = server.add_list("Over the cap")
    assert status == 200
    assert closed_by_server(idle[0]), "the connection idle longest was not closed for the new one"
    assert request_on(idle[-1]).startswith("HTTP/1.1 401"), "a more recent idle connection was closed"
    assert "Over the cap" in server.list_names()


def test_a_board_replaced_by_a_fifo_neither_hangs_the_server_nor_outlives_sigterm(start):
    server = start()
    os.unlink(server.board_path)
    os.mkfifo(server.board_path, 0o600)
    try:
        status, answer = server.add_list("While a FIFO is there")
        assert status == 409
        assert "FIFO" in answer["message"] and "reloaded" not in answer["message"]
        # The board put back is served again.
        os.unlink(server.board_path)
        shutil.copyfile(SAMPLE, server.board_path)
        for _ in range(HANG * 10):
            status, answer = server.add_list("After the FIFO")
            if status == 200:
                break
            time.sleep(0.1)  # the watcher looks at the file every 250 ms
        assert status == 200
        assert "After the FIFO" in server.list_names()
        assert server.terminate() == 0
    finally:
        if stat.S_ISFIFO(os.stat(server.board_path).st_mode):
            writer = os.open(server.board_path, os.O_WRONLY | os.O_NONBLOCK)  # frees a stuck reader
            os.close(writer)


def test_sigterm_ends_the_process_while_a_client_is_still_sending(start):
    server = start()
    slow = connect(server.port)
    head = ("POST /api/lists HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nCookie: cardport_token=%s\r\nOrigin: %s\r\n"
            "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"version\":" % (
                server.port, server.token, server.origin))
    slow.sendall(head.encode())
    assert server.add_list("Before stopping")[0] == 200
    assert server.terminate() == 0, "SIGTERM did not end the process"
    assert "Before stopping" in server.list_names()


def test_open_gives_the_browser_no_token_on_its_command_line(binary, tmp_path, start):
    tools = tmp_path / "bin"
    tools.mkdir()
    recorded = tmp_path / "xdg-open-arguments"
    page_copy = tmp_path / "page-copy"
    opener = tools / "xdg-open"
    opener.write_text(
        '#!/bin/sh\nstat -c %%a "${1#file://}" > "%s.mode"\ncp "${1#file://}" "%s"\nprintf "%%s\\n" "$@" > "%s"\n'
        % (page_copy, page_copy, recorded))
    opener.chmod(0o755)
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    env = dict(os.environ, PATH="%s:%s" % (tools, os.environ.get("PATH", "")), XDG_RUNTIME_DIR=str(runtime))
    server = start("--open", env=env)
    for _ in range(HANG * 10):
        if recorded.exists() and recorded.read_text():
            break
        time.sleep(0.1)  # xdg-open runs beside the server
    arguments = recorded.read_text()
    assert server.token not in arguments
    assert arguments.startswith("file://" + str(runtime) + "/")
    assert server.url.replace("&", "&amp;") in page_copy.read_text()
    assert (pathlib.Path(str(page_copy) + ".mode")).read_text().strip() == "600"
    assert server.terminate() == 0
    assert not any(runtime.iterdir()), "the launch page outlived the server"


def test_a_standard_error_nobody_reads_does_not_stop_the_answers(start):
    """A parent that never reads the server's standard error (a pipe's buffer holds 64 KiB, a request's log line
    about 40 bytes): 5,000 requests are all answered, and the lines that did not fit are counted, not waited for."""
    server = start(unread_log=True)
    sock = connect(server.port)
    for _ in range(5000):
        assert request_on(sock, token=server.token).startswith("HTTP/1.1 200"), "a request went unanswered once the log pipe was full"
    sock.close()
    assert server.process.poll() is None
    assert server.terminate() == 0


def test_bounded_soak_under_a_lowered_descriptor_limit(start):
    """300 idle connections, 30 clients dribbling request heads and 80 edits, under `ulimit -n 256`: every edit
    is answered and saved exactly once, the server keeps listening, and SIGTERM still stops it.

    The flood keeps the server over its cap (144 connections here) with new connections that have sent nothing,
    and the server makes room by closing the one idle longest. An edit's connection whose request the busy
    server has not read yet looks the same, and can be closed unread: the client sees a reset, the edit is not
    applied, and the page says it could not be sent. So an edit that gets a reset is sent again, as a person
    would, and the test checks that none was applied twice and none needed more than a few tries."""
    server = start(nofile=256)
    stop = threading.Event()
    idle = []
    slow = []

    def keep_idle_connections(count):
        while not stop.is_set():
            while len(idle) < count and not stop.is_set():
                try:
                    idle.append(connect(server.port))
                except OSError:
                    break
            # Forget the ones the server closed, so the pressure stays on.
            for sock in list(idle):
                try:
                    sock.setblocking(False)
                    if sock.recv(1) == b"":
                        idle.remove(sock)
                        sock.close()
                except BlockingIOError:
                    pass
                except OSError:
                    idle.remove(sock)
                    sock.close()
            stop.wait(0.2)

    def dribble(count):
        line = b"GET /fragment HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"x" * 4000
        offsets = {}
        while not stop.is_set():
            while len(slow) < count:
                try:
                    sock = connect(server.port)
                except OSError:
                    break
                slow.append(sock)
                offsets[sock] = 0
            for sock in list(slow):
                try:
                    sock.sendall(line[offsets[sock] % len(line):][:1])
                    offsets[sock] += 1
                except OSError:
                    slow.remove(sock)
                    sock.close()
            stop.wait(0.1)

    threads = [threading.Thread(target=keep_idle_connections, args=(300,)),
               threading.Thread(target=dribble, args=(30,))]
    for thread in threads:
        thread.start()
    answered = []
    resets = 0
    try:
        for number in range(80):
            for _ in range(5):
                try:
                    status, answer = server.add_list("Soak %d" % number)
                    break
                except ConnectionError:
                    resets += 1
            else:
                raise AssertionError("edit %d was reset five times running" % number)
            assert status == 200, answer
            answered.append("Soak %d" % number)
    finally:
        stop.set()
        for thread in threads:
            thread.join()
        for sock in idle + slow:
            sock.close()
    names = server.list_names()
    assert all(names.count(name) == 1 for name in answered), "an edit is missing or was applied twice"
    assert resets <= 8, "%d of 80 edits were reset" % resets
    assert server.process.poll() is None, "the server died"
    assert server.terminate() == 0
