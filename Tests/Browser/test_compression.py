"""Answers compressed when the browser accepts it: the page, the board fragment, the assets and JSON; never the
live updates, whose events must arrive the moment they are sent."""

import gzip
import http.client
import json
import zlib


def session_cookie(served):
    connection = http.client.HTTPConnection("127.0.0.1", served.port, timeout=10)
    connection.request("GET", "/?token=" + served.token, headers={"Host": "127.0.0.1:%d" % served.port})
    response = connection.getresponse()
    response.read()
    connection.close()
    return response.getheader("Set-Cookie").split(";", 1)[0]


def fetch(served, cookie, path, encoding=None, method="GET", body=None):
    headers = {"Host": "127.0.0.1:%d" % served.port, "Cookie": cookie}
    if encoding:
        headers["Accept-Encoding"] = encoding
    if body is not None:
        headers.update({"Origin": served.origin, "Content-Type": "application/json"})
    connection = http.client.HTTPConnection("127.0.0.1", served.port, timeout=10)
    connection.request(method, path, body=body, headers=headers)
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response, data


def test_the_board_is_gzip_compressed_only_when_the_browser_accepts_it(served):
    cookie = session_cookie(served)
    for path in ["/fragment", "/", "/assets/board.js", "/assets/board.css"]:
        plain, plain_body = fetch(served, cookie, path)
        assert plain.status == 200
        assert plain.getheader("Content-Encoding") is None, path
        packed, packed_body = fetch(served, cookie, path, "gzip")
        assert packed.status == 200
        assert packed.getheader("Content-Encoding") == "gzip", path
        assert gzip.decompress(packed_body) == plain_body, path
        assert len(packed_body) < len(plain_body), path
        # The headers every answer carries survive the compressor.
        assert packed.getheader("Content-Security-Policy") == plain.getheader("Content-Security-Policy")
    # The live updates never: each event must reach the page the moment it is sent.
    connection = http.client.HTTPConnection("127.0.0.1", served.port, timeout=10)
    connection.request("GET", "/api/events", headers={
        "Host": "127.0.0.1:%d" % served.port, "Cookie": cookie, "Accept-Encoding": "gzip"})
    events = connection.getresponse()
    assert events.getheader("Content-Encoding") is None
    assert events.readline() == b"event: board\n"
    assert json.loads(events.readline().decode()[len("data: "):]) == {"version": 1}
    connection.close()
    # A browser accepts both and is answered in deflate (zlib), which every browser reads.
    deflated, deflated_body = fetch(served, cookie, "/fragment", "gzip, deflate, br, zstd")
    assert deflated.getheader("Content-Encoding") == "deflate"
    assert b"Write the launch announcement" in zlib.decompress(deflated_body)


def test_json_answers_are_compressed_too(served):
    cookie = session_cookie(served)
    move = json.dumps({"version": 1, "cardIDs": ["card-001"], "pointer": {"listID": "list-done"}})
    answer, body = fetch(served, cookie, "/api/move", "gzip", "POST", move)
    assert answer.status == 200
    assert answer.getheader("Content-Encoding") == "gzip"
    result = json.loads(gzip.decompress(body))
    assert result["version"] == 2
    assert result["change"]["cards"][0]["id"] == "card-001"
    assert "Dark mode for the board page" in served.titles("Done")
