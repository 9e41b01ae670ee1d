import json
import os
import urllib.request

BASE = os.environ["FINSCREENER_API_BASE"]


def post(path, body, token=None):
    headers = {"content-type": "application/json"}
    if token:
        headers["authorization"] = "Bearer " + token
    request = urllib.request.Request(BASE + path, data=json.dumps(body).encode(), headers=headers, method="POST")
    with urllib.request.urlopen(request) as response:
        return json.load(response)


def test_search_with_the_api_key():
    token = post("/api/auth/login", {"api_key": os.environ["FINSCREENER_API_KEY"]})["token"]["access_token"]
    result = post("/api/screener/search", {"type": "company", "query": "State == 'Maharashtra'", "limit": 3}, token)
    assert 0 < len(result["results"]) <= 3
