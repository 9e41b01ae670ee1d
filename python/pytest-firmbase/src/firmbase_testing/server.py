"""A firmbase server for a test session: the one ``firmbase exec`` started (from the environment), or
one of our own, ``firmbase serve --test-mode --port 0 --json --print-keys`` on a temporary database,
stopped at the end."""

from __future__ import annotations

import atexit
import json
import os
import queue
import shlex
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from typing import IO, Any, Mapping, Optional, Sequence

from .client import Firmbase

__all__ = ["DEFAULT_BIN", "FirmbaseServer", "FirmbaseStartError", "split_command"]

DEFAULT_BIN = "firmbase"
DEFAULT_START_TIMEOUT = 180.0
"""Seconds to wait for the ready line: seeding a large dataset on a busy machine takes a while."""

_KILL = getattr(signal, "SIGKILL", signal.SIGTERM)  # POSIX only (Windows has no SIGKILL, nor wrappers to look behind)


class FirmbaseStartError(RuntimeError):
    """firmbase could not be started, or did not become ready."""


def split_command(command: str) -> list[str]:
    """``FIRMBASE_BIN`` / ``--firmbase-bin`` may hold arguments: ``npx firmbase``, ``node /path/bin/firmbase.js``."""
    parts = shlex.split(command, posix=os.name != "nt")
    if not parts:
        raise FirmbaseStartError("the firmbase command is empty (--firmbase-bin / FIRMBASE_BIN)")
    return parts


class FirmbaseServer:
    """A running firmbase server in test mode: its URL and the demo accounts' API keys.

    ``FirmbaseServer.from_env()``: the server ``firmbase exec`` runs (not ours to stop).
    ``FirmbaseServer.start(...)``: a server of our own; always :meth:`stop` it (or use ``with``).
    """

    def __init__(
        self,
        url: str,
        *,
        admin_key: Optional[str] = None,
        premium_key: Optional[str] = None,
        free_key: Optional[str] = None,
        pid: Optional[int] = None,
        db: Optional[str] = None,
        log_path: Optional[str] = None,
        external: bool = True,
    ) -> None:
        self.url = url.rstrip("/")
        self.admin_key = admin_key
        self.premium_key = premium_key
        self.free_key = free_key
        self.pid = pid
        self.db = db
        self.log_path = log_path
        self.external = external
        self._process: Optional[subprocess.Popen[str]] = None
        self._dir: Optional[str] = None
        self._pump: Optional[threading.Thread] = None

    def __repr__(self) -> str:
        return f"FirmbaseServer({self.url!r}, {'from the environment' if self.external else f'pid {self.pid}'})"

    def __enter__(self) -> "FirmbaseServer":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.stop()

    @property
    def keys(self) -> dict[str, Optional[str]]:
        return {"admin": self.admin_key, "premium": self.premium_key, "free": self.free_key}

    def client(self, **kwargs: Any) -> Firmbase:
        """A :class:`Firmbase` client of this server, with the demo keys."""
        return Firmbase(self.url, admin_key=self.admin_key, premium_key=self.premium_key, free_key=self.free_key, **kwargs)

    @classmethod
    def from_env(cls, environ: Optional[Mapping[str, str]] = None) -> Optional["FirmbaseServer"]:
        """The server of ``firmbase exec`` (``FIRMBASE_URL`` and the ``FIRMBASE_*_KEY`` variables), or None."""
        env = os.environ if environ is None else environ
        url = env.get("FIRMBASE_URL")
        if not url:
            return None
        return cls(
            url,
            admin_key=env.get("FIRMBASE_ADMIN_KEY") or None,
            premium_key=env.get("FIRMBASE_PREMIUM_KEY") or None,
            free_key=env.get("FIRMBASE_FREE_KEY") or None,
            external=True,
        )

    @classmethod
    def start(
        cls,
        command: Optional[str] = None,
        *,
        companies: Optional[int] = None,
        args: Sequence[str] = (),
        timeout: float = DEFAULT_START_TIMEOUT,
        env: Optional[Mapping[str, str]] = None,
    ) -> "FirmbaseServer":
        """Runs ``COMMAND serve --test-mode --port 0 --json --print-keys --db TMP/firmbase.db`` (``--companies N``
        and ``args`` after them; a later flag wins) and waits for its ready line. ``command`` defaults to
        ``FIRMBASE_BIN``, else ``firmbase`` on PATH. The child's stderr (and anything on stdout but the ready
        line) goes to ``log_path`` in the temporary directory, which :meth:`stop` removes; a failed start
        raises :class:`FirmbaseStartError` with its last lines."""
        environ = dict(os.environ if env is None else env)
        # The server's own settings come from the flags below, not from variables meant for another server.
        for name in ("FIRMBASE_URL", "FIRMBASE_DB", "FIRMBASE_PORT"):
            environ.pop(name, None)
        argv = split_command(command or environ.get("FIRMBASE_BIN") or DEFAULT_BIN)
        found = shutil.which(argv[0])
        if found is None:
            raise FirmbaseStartError(
                f"cannot run firmbase: {argv[0]!r} is not a command on PATH. Install it (npm install -D firmbase), "
                "or name the command with --firmbase-bin / FIRMBASE_BIN (e.g. 'npx firmbase' or the path of the single executable), "
                "or run the tests under `firmbase exec --test-mode -- pytest`."
            )
        argv[0] = found
        directory = tempfile.mkdtemp(prefix="firmbase-pytest-")
        db = os.path.join(directory, "firmbase.db")
        log_path = os.path.join(directory, "firmbase.log")
        argv += ["serve", "--test-mode", "--port", "0", "--json", "--print-keys", "--db", db]
        if companies is not None:
            argv += ["--companies", str(int(companies))]
        argv += list(args)
        server = cls("", pid=None, db=db, log_path=log_path, external=False)
        server._dir = directory
        log = open(log_path, "a", encoding="utf-8")
        try:
            process = subprocess.Popen(
                argv,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=log,
                env=environ,
                text=True,
                encoding="utf-8",
                errors="replace",
            )
        except OSError as error:
            log.close()
            server._remove_dir()
            raise FirmbaseStartError(f"cannot run {' '.join(map(shlex.quote, argv))}: {error}") from error
        finally:
            if not log.closed:
                log.close()
        server._process = process
        atexit.register(server.stop)
        ready_lines: "queue.Queue[Optional[dict[str, Any]]]" = queue.Queue()
        assert process.stdout is not None
        server._pump = threading.Thread(target=_pump, args=(process.stdout, ready_lines, log_path), name="firmbase-stdout", daemon=True)
        server._pump.start()
        try:
            try:
                ready = ready_lines.get(timeout=timeout)
            except queue.Empty:
                raise FirmbaseStartError(f"firmbase was not ready within {timeout:g} s ({' '.join(map(shlex.quote, argv))}){_tail(log_path)}") from None
            if ready is None:
                code = process.wait(timeout=30)
                raise FirmbaseStartError(f"firmbase did not start (exit {code}): {' '.join(map(shlex.quote, argv))}{_tail(log_path)}")
            keys = ready.get("keys")
            if not isinstance(keys, dict):
                raise FirmbaseStartError(f"firmbase's ready line has no demo keys (a firmbase without --print-keys?): {json.dumps(ready)}")
        except BaseException:
            server.stop()
            raise
        server.url = str(ready["url"]).rstrip("/")
        server.pid = int(ready.get("pid") or process.pid)
        server.admin_key, server.premium_key, server.free_key = keys.get("admin"), keys.get("premium"), keys.get("free")
        return server

    def stop(self, timeout: float = 30.0) -> Optional[int]:
        """Stops a server :meth:`start` started (SIGTERM: it finishes requests in flight and closes its
        database; SIGKILL after ``timeout``) and removes its temporary directory. Nothing for a server
        from the environment. Idempotent; returns the command's exit status."""
        process = self._process
        if process is None:
            return None
        atexit.unregister(self.stop)
        self._process = None
        try:
            # The command may be a wrapper (npx, a shell script) with the server its child: the ready line's
            # pid is the server's. Signalled, it stops, and the wrapper ends with it.
            behind = self.pid if os.name == "posix" and self.pid not in (None, process.pid) and _alive(self.pid) else None
            if behind is not None:
                _kill(behind, signal.SIGTERM)
            elif process.poll() is None:
                process.terminate()
            try:
                code: Optional[int] = process.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                if behind is not None:
                    _kill(behind, _KILL)
                process.kill()
                code = process.wait(timeout=30)
            if behind is not None:
                _wait_gone(behind, timeout)
        finally:
            if self._pump is not None:
                self._pump.join(timeout=5)
            if process.stdout is not None:
                process.stdout.close()
            self._remove_dir()
        return code

    def _remove_dir(self) -> None:
        if self._dir is not None:
            shutil.rmtree(self._dir, ignore_errors=True)
            self._dir = None


def _pump(stream: IO[str], ready: "queue.Queue[Optional[dict[str, Any]]]", log_path: str) -> None:
    """Reads the child's stdout: the ready line goes to the queue, anything else to the log (and the pipe
    is kept drained). None on the queue: stdout closed without a ready line."""
    found = False
    with open(log_path, "a", encoding="utf-8") as log:
        for line in stream:
            if not found:
                try:
                    doc = json.loads(line)
                except ValueError:
                    doc = None
                if isinstance(doc, dict) and doc.get("event") == "ready":
                    found = True
                    ready.put(doc)
                    continue
            log.write(line)
            log.flush()
    if not found:
        ready.put(None)


def _alive(pid: int) -> bool:
    """POSIX: whether the process exists and is not a zombie (one that exited and waits to be reaped)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat:
            return stat.read().rpartition(")")[2].split()[0] != "Z"
    except (OSError, IndexError):
        return True


def _kill(pid: int, sig: int) -> None:
    try:
        os.kill(pid, sig)
    except (ProcessLookupError, PermissionError):
        pass


def _wait_gone(pid: int, timeout: float) -> None:
    """Until the server behind a wrapper has exited (SIGKILL after ``timeout``)."""
    deadline = time.monotonic() + timeout
    while _alive(pid):
        if time.monotonic() > deadline:
            _kill(pid, _KILL)
            return
        time.sleep(0.05)


def _tail(log_path: str, size: int = 4000) -> str:
    try:
        with open(log_path, "rb") as file:
            file.seek(0, os.SEEK_END)
            file.seek(max(0, file.tell() - size))
            text = file.read().decode("utf-8", errors="replace").strip()
    except OSError:
        return ""
    return f"\n--- firmbase's output (last lines) ---\n{text}" if text else " (firmbase wrote nothing)"
