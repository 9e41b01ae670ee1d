"""A client for a firmbase server's API and its test-mode controls (``/__admin/*``).

Standard library only (urllib). Every control of ``firmbase serve --test-mode`` has a helper: the
virtual clock, reset, snapshots, fixture documents, faults, the request log and export. A request
the server refuses raises :class:`FirmbaseError` carrying its ``{detail, code}`` body.
"""

from __future__ import annotations

import datetime as _dt
import ipaddress
import json as _json
import os
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from email.message import Message
from typing import Any, Iterable, Literal, Mapping, Optional, Union

__all__ = [
    "ClockMove",
    "Fault",
    "Firmbase",
    "FirmbaseError",
    "FixturesLoaded",
    "LoggedRequest",
    "Response",
    "Snapshot",
]

TimeLike = Union[_dt.datetime, _dt.date, str]
PathLike = Union[str, "os.PathLike[str]"]

DEFAULT_TIMEOUT = 60.0


class FirmbaseError(Exception):
    """The server refused a request (status ≥ 400), or could not be reached (``status`` is None).

    ``detail`` and ``code`` are the server's error body (``{"detail": …, "code": …}``); ``errors``
    lists field problems of a validation error or of a fixture document (``[{path, message}]``);
    ``body`` is the whole answer and ``headers`` its headers (``Retry-After``, ``X-RateLimit-*``…).
    """

    def __init__(
        self,
        method: str,
        url: str,
        status: Optional[int],
        detail: str,
        code: Optional[str] = None,
        body: Any = None,
        headers: Optional[Mapping[str, str]] = None,
    ) -> None:
        self.method = method
        self.url = url
        self.status = status
        self.detail = detail
        self.code = code
        self.body = body
        self.headers: Mapping[str, str] = headers if headers is not None else {}
        errors = body.get("errors") if isinstance(body, dict) else None
        self.errors: list[dict[str, Any]] = errors if isinstance(errors, list) else []
        path = urllib.parse.urlsplit(url).path
        where = f"{method} {path}"
        if status is None:
            message = f"{where}: {detail}"
        else:
            message = f"{where} → {status}" + (f" {code}" if code else "") + f": {detail}"
        if self.errors:
            message += "".join(f"\n  {e.get('path') or e.get('field')}: {e.get('message')}" for e in self.errors[:20])
        super().__init__(message)


@dataclass(frozen=True)
class Response:
    """An answer of :meth:`Firmbase.fetch`: whatever its status."""

    status: int
    headers: Message
    body: Any
    method: str
    url: str

    @property
    def ok(self) -> bool:
        return self.status < 400

    def raise_for_status(self) -> "Response":
        if self.ok:
            return self
        body = self.body
        if isinstance(body, dict):
            detail = str(body.get("detail", body))
            code = body.get("code")
        else:
            detail, code = (str(body) if body else f"HTTP {self.status}"), None
        raise FirmbaseError(self.method, self.url, self.status, detail, code if isinstance(code, str) else None, body, _header_dict(self.headers))


@dataclass(frozen=True)
class ClockMove:
    """The answer of a clock move: the new time, the background jobs that fell due and ran, and the
    last day of the living registry now in (None when the registry is static)."""

    now: _dt.datetime
    jobs_run: list[str]
    live_through: Optional[_dt.date]


@dataclass(frozen=True)
class Snapshot:
    name: str
    created_at: _dt.datetime
    rows: int


@dataclass(frozen=True)
class Fault:
    """An injected fault, as the server lists it (``times``: applications left; None: until removed)."""

    id: str
    path: str
    method: Optional[str]
    status: Optional[int]
    detail: Optional[str]
    latency_ms: int
    probability: float
    times: Optional[int]
    hits: int
    created_at: _dt.datetime


@dataclass(frozen=True)
class LoggedRequest:
    id: int
    at: _dt.datetime
    method: str
    path: str
    status: int
    duration_ms: float
    user_id: Optional[str]


@dataclass(frozen=True)
class FixturesLoaded:
    """What ``POST /__admin/fixtures`` wrote: counts, the new dataset fingerprint, and the
    identifiers of the records (``ids["companies"]`` are CINs/LLPINs, ``ids["users"]`` user ids…)."""

    companies: int
    directors: int
    appointments: int
    gst: int
    users: int
    watchlists: int
    screeners: int
    replaced: int
    fingerprint: str
    ids: dict[str, list[str]] = field(default_factory=dict)


class Firmbase:
    """A firmbase server: its URL, the demo accounts' API keys, and its test-mode controls.

    ``Firmbase.from_env()`` reads what ``firmbase exec`` sets (``FIRMBASE_URL``, ``FIRMBASE_ADMIN_KEY``,
    ``FIRMBASE_PREMIUM_KEY``, ``FIRMBASE_FREE_KEY``). With ``token``, every request carries it as a bearer
    token (see :meth:`as_user`).
    """

    def __init__(
        self,
        url: str,
        *,
        admin_key: Optional[str] = None,
        premium_key: Optional[str] = None,
        free_key: Optional[str] = None,
        token: Optional[str] = None,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> None:
        self.url = url.rstrip("/")
        self.admin_key = admin_key
        self.premium_key = premium_key
        self.free_key = free_key
        self.token = token
        self.timeout = timeout
        host = urllib.parse.urlsplit(self.url).hostname or ""
        # A proxy from the environment (http_proxy) never stands between a test and a local emulator.
        handlers = [urllib.request.ProxyHandler({})] if _is_loopback(host) else []
        self._opener = urllib.request.build_opener(*handlers)

    @classmethod
    def from_env(cls, environ: Optional[Mapping[str, str]] = None, **kwargs: Any) -> "Firmbase":
        env = os.environ if environ is None else environ
        url = env.get("FIRMBASE_URL")
        if not url:
            raise RuntimeError("FIRMBASE_URL is not set: run the tests under `firmbase exec --test-mode -- …`")
        return cls(
            url,
            admin_key=env.get("FIRMBASE_ADMIN_KEY") or None,
            premium_key=env.get("FIRMBASE_PREMIUM_KEY") or None,
            free_key=env.get("FIRMBASE_FREE_KEY") or None,
            **kwargs,
        )

    def __repr__(self) -> str:
        return f"Firmbase({self.url!r})"

    @property
    def keys(self) -> dict[str, Optional[str]]:
        """The demo accounts' API keys by role: admin, premium, free."""
        return {"admin": self.admin_key, "premium": self.premium_key, "free": self.free_key}

    # ── HTTP ─────────────────────────────────────────────────────────────────

    def fetch(
        self,
        method: str,
        path: str,
        *,
        params: Optional[Mapping[str, Any]] = None,
        json: Any = None,
        token: Optional[str] = None,
        headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
    ) -> Response:
        """One request; the answer whatever its status (JSON bodies parsed). ``path`` starts with ``/``;
        ``params`` become the query string (None values left out, booleans as true/false)."""
        url = self.url + path
        query = _query(params)
        if query:
            url += ("&" if "?" in url else "?") + query
        sent = {"accept": "application/json"}
        data = None
        if json is not None:
            data = _json.dumps(json).encode("utf-8")
            sent["content-type"] = "application/json"
        bearer = token if token is not None else self.token
        if bearer:
            sent["authorization"] = "Bearer " + bearer
        sent.update(headers or {})
        method = method.upper()
        request = urllib.request.Request(url, data=data, headers=sent, method=method)
        try:
            with self._opener.open(request, timeout=timeout if timeout is not None else self.timeout) as answer:
                return Response(answer.status, answer.headers, _parse(answer.read(), answer.headers), method, url)
        except urllib.error.HTTPError as error:
            with error:
                return Response(error.code, error.headers, _parse(error.read(), error.headers), method, url)
        except (urllib.error.URLError, OSError) as error:
            reason = getattr(error, "reason", error)
            raise FirmbaseError(method, url, None, f"cannot reach firmbase at {self.url}: {reason}") from error

    def request(
        self,
        method: str,
        path: str,
        *,
        params: Optional[Mapping[str, Any]] = None,
        json: Any = None,
        token: Optional[str] = None,
        headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
    ) -> Any:
        """One request; its parsed body. A status ≥ 400 raises :class:`FirmbaseError`."""
        return self.fetch(method, path, params=params, json=json, token=token, headers=headers, timeout=timeout).raise_for_status().body

    def get(self, path: str, *, params: Optional[Mapping[str, Any]] = None, **kwargs: Any) -> Any:
        return self.request("GET", path, params=params, **kwargs)

    def post(self, path: str, json: Any = None, **kwargs: Any) -> Any:
        return self.request("POST", path, json=json, **kwargs)

    def delete(self, path: str, **kwargs: Any) -> Any:
        return self.request("DELETE", path, **kwargs)

    # ── accounts ─────────────────────────────────────────────────────────────

    def login(self, api_key: Optional[str] = None) -> str:
        """An access token (one hour of the server's clock) for an API key; default: the premium demo key."""
        key = api_key if api_key is not None else self.premium_key
        if not key:
            raise ValueError("no API key: give one, or start the client with the demo keys (Firmbase.from_env, the firmbase fixture)")
        body = self.request("POST", "/api/auth/login", json={"api_key": key}, token="")
        return str(body["token"]["access_token"])

    def as_user(self, api_key: Optional[str] = None) -> "Firmbase":
        """A client whose requests carry the access token of this API key (default: the premium demo key)."""
        return self.with_token(self.login(api_key))

    def with_token(self, token: Optional[str]) -> "Firmbase":
        return Firmbase(self.url, admin_key=self.admin_key, premium_key=self.premium_key, free_key=self.free_key, token=token, timeout=self.timeout)

    def health(self) -> dict[str, Any]:
        """``GET /healthz``: version, dataset (seed, as_of, fingerprint, counts), registry state."""
        body: dict[str, Any] = self.request("GET", "/healthz", token="")
        return body

    # ── the virtual clock ────────────────────────────────────────────────────

    def clock(self) -> _dt.datetime:
        """The server's time (timezone-aware, UTC)."""
        return _time(self._admin("GET", "/__admin/clock")["now"])

    def set_clock(self, when: TimeLike) -> ClockMove:
        """Sets the server's clock (it runs on from there). A naive datetime is taken as UTC, a date as
        its midnight UTC, a string as the server reads it (ISO 8601 with a zone, e.g. ``2026-03-10T12:00:00Z``).
        Background jobs that fell due run, and the living registry's days up to the new date are in
        (moving back takes later days off) before this returns."""
        return _clock_move(self._admin("POST", "/__admin/clock", json={"set": _iso(when)}))

    def advance(
        self,
        seconds: Union[float, _dt.timedelta] = 0,
        *,
        minutes: float = 0,
        hours: float = 0,
        days: float = 0,
    ) -> ClockMove:
        """Moves the clock forward (``advance(3601)``, ``advance(days=1)``, ``advance(timedelta(hours=2))``);
        use :meth:`set_clock` to go back."""
        base = seconds.total_seconds() if isinstance(seconds, _dt.timedelta) else float(seconds)
        total = base + minutes * 60 + hours * 3600 + days * 86400
        return _clock_move(self._admin("POST", "/__admin/clock", json={"advance_seconds": total}))

    # ── reset and snapshots ──────────────────────────────────────────────────

    def reset(self) -> None:
        """Back to the state at start: account data (the demo keys keep working), fixtures posted since,
        the clock and the registry; empties the request log, removes every fault, clears per-address limits."""
        self._admin("POST", "/__admin/reset")

    def snapshot(self, name: str) -> Snapshot:
        """Saves the account data (and posted fixtures, and the clock's time) under a name
        (1–64 letters, digits, ``_ . -``; not ``initial``)."""
        return _snapshot(self._admin("POST", "/__admin/snapshots", json={"name": name})["data"])

    def restore(self, name: str) -> None:
        """Back to a snapshot: its data, and the clock (and so the registry) at its time."""
        self._admin("POST", f"/__admin/snapshots/{urllib.parse.quote(name, safe='')}/restore")

    def snapshots(self) -> list[Snapshot]:
        return [_snapshot(s) for s in self._admin("GET", "/__admin/snapshots")["data"]]

    # ── fixtures and export ──────────────────────────────────────────────────

    def load_fixtures(
        self,
        document: Union[Mapping[str, Any], PathLike],
        *,
        mode: Literal["add", "replace"] = "add",
        fill: bool = False,
    ) -> FixturesLoaded:
        """Adds the records and accounts of a fixture document (a dict, or the path of a JSON file: what
        ``firmbase serve --fixtures`` takes). ``mode="add"`` refuses a record whose identifier (or a user
        whose email) exists; ``mode="replace"`` replaces it. ``fill=True`` gives companies that list no
        directors or registrations generated ones. Problems raise :class:`FirmbaseError` 422
        ``FIXTURES_INVALID`` with ``errors`` (each with its JSON path); nothing is written then.
        :meth:`reset` takes the document back."""
        if mode not in ("add", "replace"):
            raise ValueError(f"mode must be 'add' or 'replace', not {mode!r}")
        if isinstance(document, Mapping):
            body: Any = dict(document)
        else:
            with open(os.fspath(document), encoding="utf-8") as file:
                body = _json.load(file)
        params = {"replace": mode == "replace" or None, "fill": fill or None}
        answer = self._admin("POST", "/__admin/fixtures", params=params, json=body)
        counts = {k: answer.get(k, 0) for k in ("companies", "directors", "appointments", "gst", "users", "watchlists", "screeners", "replaced")}
        return FixturesLoaded(**counts, fingerprint=answer.get("fingerprint", ""), ids=answer.get("ids", {}))

    def export(
        self,
        *,
        query: Optional[str] = None,
        ids: Optional[Union[str, Iterable[str]]] = None,
        type: Optional[Literal["company", "gst", "director"]] = None,
        limit: Optional[int] = None,
    ) -> dict[str, Any]:
        """A fixture document of registry records (what ``firmbase export`` writes): each company with its
        directors and GST registrations. ``query`` is FQL (not with ``ids``); ``ids`` exact CINs, GSTINs or DINs."""
        joined = ids if isinstance(ids, str) or ids is None else ",".join(ids)
        document: dict[str, Any] = self._admin("GET", "/__admin/export", params={"query": query, "id": joined, "type": type, "limit": limit})
        return document

    # ── faults ───────────────────────────────────────────────────────────────

    def add_fault(
        self,
        path: str,
        *,
        method: Optional[str] = None,
        status: Optional[int] = None,
        detail: Optional[str] = None,
        latency_ms: Optional[int] = None,
        probability: Optional[float] = None,
        times: Optional[int] = None,
    ) -> Fault:
        """Injects a fault: requests matching ``path`` (a glob: ``*`` within a segment, ``**`` across) and
        ``method`` wait ``latency_ms`` and/or answer ``status`` (400–599; ``{detail, code: "INJECTED_FAULT"}``),
        with ``probability`` (default 1), ``times`` times (default: until removed)."""
        spec: dict[str, Any] = {"path": path}
        for key, value in (("method", method), ("status", status), ("detail", detail), ("latency_ms", latency_ms), ("probability", probability), ("times", times)):
            if value is not None:
                spec[key] = value
        return _fault(self._admin("POST", "/__admin/faults", json=spec)["data"])

    def faults(self) -> list[Fault]:
        return [_fault(f) for f in self._admin("GET", "/__admin/faults")["data"]]

    def remove_fault(self, fault: Union[str, Fault]) -> None:
        fault_id = fault.id if isinstance(fault, Fault) else fault
        self._admin("DELETE", f"/__admin/faults/{urllib.parse.quote(fault_id, safe='')}")

    def clear_faults(self) -> int:
        """Removes every fault; how many there were."""
        return int(self._admin("DELETE", "/__admin/faults")["removed"])

    # ── the request log ──────────────────────────────────────────────────────

    def request_log(self, *, path: Optional[str] = None, status: Optional[int] = None, limit: Optional[int] = None) -> list[LoggedRequest]:
        """The server's last requests (not /__admin/ ones), newest first; ``path`` is a glob."""
        data = self._admin("GET", "/__admin/requests", params={"path": path, "status": status, "limit": limit})["data"]
        return [LoggedRequest(r["id"], _time(r["at"]), r["method"], r["path"], r["status"], r["duration_ms"], r.get("userId")) for r in data]

    # ── internals ────────────────────────────────────────────────────────────

    def _admin(self, method: str, path: str, **kwargs: Any) -> Any:
        # The controls are unauthenticated: no bearer token, whatever this client carries.
        answer = self.fetch(method, path, token="", **kwargs)
        if answer.status == 404 and isinstance(answer.body, dict) and answer.body.get("code") == "ROUTE_NOT_FOUND":
            raise FirmbaseError(
                method,
                answer.url,
                404,
                f"{self.url} has no test-mode controls: start it with `firmbase serve --test-mode` (or `firmbase exec --test-mode -- …`)",
                "ROUTE_NOT_FOUND",
                answer.body,
                _header_dict(answer.headers),
            )
        return answer.raise_for_status().body


def _is_loopback(host: str) -> bool:
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _query(params: Optional[Mapping[str, Any]]) -> str:
    if not params:
        return ""
    pairs = []
    for key, value in params.items():
        if value is None:
            continue
        pairs.append((key, ("true" if value else "false") if isinstance(value, bool) else str(value)))
    return urllib.parse.urlencode(pairs)


def _parse(raw: bytes, headers: Message) -> Any:
    if not raw:
        return None
    text = raw.decode(headers.get_content_charset() or "utf-8", errors="replace")
    if "json" in (headers.get("content-type") or ""):
        try:
            return _json.loads(text)
        except ValueError:
            return text
    return text


def _header_dict(headers: Message) -> dict[str, str]:
    return {k.lower(): v for k, v in headers.items()}


def _time(value: str) -> _dt.datetime:
    # fromisoformat reads a trailing Z only from Python 3.11.
    return _dt.datetime.fromisoformat(value[:-1] + "+00:00" if value.endswith(("Z", "z")) else value)


def _iso(when: TimeLike) -> str:
    if isinstance(when, str):
        return when
    if isinstance(when, _dt.datetime):
        aware = when if when.tzinfo is not None else when.replace(tzinfo=_dt.timezone.utc)
        return aware.astimezone(_dt.timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    if isinstance(when, _dt.date):
        return when.isoformat() + "T00:00:00Z"
    raise TypeError(f"a datetime, date or ISO 8601 string, not {type(when).__name__}")


def _clock_move(body: Mapping[str, Any]) -> ClockMove:
    live = body.get("live_through")
    return ClockMove(_time(body["now"]), list(body.get("jobs_run", [])), _dt.date.fromisoformat(live) if live else None)


def _snapshot(body: Mapping[str, Any]) -> Snapshot:
    return Snapshot(body["name"], _time(body["created_at"]), body["rows"])


def _fault(body: Mapping[str, Any]) -> Fault:
    return Fault(
        id=body["id"],
        path=body["path"],
        method=body.get("method"),
        status=body.get("status"),
        detail=body.get("detail"),
        latency_ms=body.get("latency_ms", 0),
        probability=body.get("probability", 1),
        times=body.get("times"),
        hits=body.get("hits", 0),
        created_at=_time(body["created_at"]),
    )
