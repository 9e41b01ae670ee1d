# pytest-firmbase's fixtures: firmbase_server (the session's server: the one `firmbase exec` runs, or
# one the plugin starts and stops) and firmbase (a client of its controls; the server is reset after
# each test). The real service's Python clients read FINSCREENER_API_BASE and FINSCREENER_API_KEY.
import pytest


@pytest.fixture(scope="session", autouse=True)
def finscreener_env(firmbase_server):
    with pytest.MonkeyPatch.context() as env:
        env.setenv("FINSCREENER_API_BASE", firmbase_server.url)
        env.setenv("FINSCREENER_API_KEY", firmbase_server.premium_key)
        yield
