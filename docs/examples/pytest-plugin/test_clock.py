# Token expiry and the daily quota reset, without waiting: the server's clock is virtual in test mode.
from datetime import timedelta

import pytest
from firmbase_testing import FirmbaseError

NO_SUCH_CIN = "U72200KA2020PTC999999"


def test_an_access_token_expires_after_an_hour(firmbase):
    premium = firmbase.as_user(firmbase.premium_key)  # logged in: its requests carry the access token
    assert premium.get("/api/users/me")["name"] == "Demo Premium"
    firmbase.advance(seconds=3601)  # or advance(hours=1, seconds=1), advance(days=30)
    with pytest.raises(FirmbaseError) as expired:
        premium.get("/api/users/me")
    assert expired.value.status == 401


def test_a_free_users_100_daily_lookups_come_back_at_midnight_utc(firmbase):
    day = firmbase.clock().date() + timedelta(days=1)
    firmbase.set_clock(f"{day}T12:00:00Z")
    free = firmbase.as_user(firmbase.free_key)
    for _ in range(100):
        free.fetch("GET", "/api/company/details", params={"cin": NO_SUCH_CIN})  # not found still counts
    refused = free.fetch("GET", "/api/company/details", params={"cin": NO_SUCH_CIN})
    assert refused.status == 429
    assert refused.headers["x-ratelimit-reset"] == f"{day + timedelta(days=1)}T00:00:00.000Z"

    firmbase.set_clock(f"{day + timedelta(days=1)}T00:00:01Z")
    again = firmbase.as_user(firmbase.free_key).fetch("GET", "/api/company/details", params={"cin": NO_SUCH_CIN})
    assert again.status != 429
    assert again.headers["x-ratelimit-remaining"] == "99"
