"""Test helpers for firmbase, the local emulator of the Indian business-registry API.

``Firmbase`` is a client of a server's test-mode controls (the virtual clock, reset, snapshots,
fixtures, faults, the request log, export); ``FirmbaseServer`` starts one for a test session (or takes
the one ``firmbase exec`` runs). The pytest plugin (``firmbase_testing.plugin``) gives the fixtures
``firmbase_server`` and ``firmbase``. Standard library only; pytest is needed only by the plugin.
"""

from .client import ClockMove, Fault, Firmbase, FirmbaseError, FixturesLoaded, LoggedRequest, Response, Snapshot
from .server import FirmbaseServer, FirmbaseStartError

__version__ = "0.1.0"

__all__ = [
    "ClockMove",
    "Fault",
    "Firmbase",
    "FirmbaseError",
    "FirmbaseServer",
    "FirmbaseStartError",
    "FixturesLoaded",
    "LoggedRequest",
    "Response",
    "Snapshot",
]
