"""A second HTTP/2 client for islet serve's tests: Python's httpx with h2, on one connection
with prior knowledge, as a Python backend would push. Prints one JSON object per request:
the HTTP version, the status, the reason and the apns-id."""
import json
import sys

import httpx

url, token, topic, body_path = sys.argv[1:5]
with open(body_path, "rb") as handle:
    body = handle.read()
headers = {"apns-push-type": "liveactivity", "apns-topic": topic}
requests = [
    ("update", headers, body),
    ("bad topic", {**headers, "apns-topic": "com.example.delivery"}, body),
    ("low priority", {**headers, "apns-priority": "5"}, body),
    ("too large", headers, b'{"aps": {"x": "' + b"a" * 5000 + b'"}}'),
]
results = []
with httpx.Client(http1=False, http2=True, timeout=20) as client:
    for name, request_headers, payload in requests:
        response = client.post(f"{url}/3/device/{token}", headers=request_headers, content=payload)
        reason = response.json().get("reason") if response.content else None
        results.append({"name": name, "version": response.http_version, "status": response.status_code,
                        "reason": reason, "apnsId": response.headers.get("apns-id")})
print(json.dumps(results))
