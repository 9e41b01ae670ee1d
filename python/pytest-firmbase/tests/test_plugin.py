"""The plugin's fixtures against a real firmbase: the session's own server, or `firmbase exec`'s.

Run from a checkout: PYTHONPATH=python/pytest-firmbase/src python3 -m pytest python/pytest-firmbase/tests -p firmbase_testing.plugin
"""

from datetime import timedelta

import pytest

from firmbase_testing import FirmbaseError, FirmbaseServer, FirmbaseStartError

CIN = "U62011KA2016PTC093417"
DOCUMENT = {
    "users": [{"email": "pytest@example.com", "plan": "premium", "apiKeys": ["fsk_pytest_premium_0001"]}],
    "companies": [
        {
            "CIN": CIN,
            "companyName": "BLUEWATER ANALYTICS PRIVATE LIMITED",
            "llpStatus": "Struck Off",
            "Pincode": "560034",
            "directors": [{"DIN": "09123456", "Name": "Meera Iyer", "Designation": "Managing Director"}],
            "gst": [{"Status": "Cancelled"}],
        }
    ],
}


def test_the_clock_moves_and_the_server_sees_it(firmbase):
    before = firmbase.clock()
    moved = firmbase.advance(days=1, seconds=30)
    assert timedelta(days=1, seconds=30) <= moved.now - before < timedelta(days=1, minutes=5)
    assert moved.live_through is not None  # the living registry's days up to the new date are in
    assert firmbase.clock() >= moved.now

    noon = moved.now.replace(hour=12, minute=0, second=0, microsecond=0)
    assert timedelta(0) <= firmbase.set_clock(noon.strftime("%Y-%m-%dT%H:%M:%SZ")).now - noon < timedelta(minutes=5)
    assert timedelta(0) <= firmbase.clock() - noon < timedelta(minutes=5)  # it runs on from there


def test_an_access_token_expires_with_the_virtual_clock(firmbase):
    premium = firmbase.as_user()  # logged in with the premium demo key
    assert premium.get("/api/users/me")["email"] == "premium@firmbase.local"
    firmbase.advance(hours=1, seconds=1)
    with pytest.raises(FirmbaseError) as refused:
        premium.get("/api/users/me")
    assert refused.value.status == 401


def test_a_fixture_company_is_found_by_the_details_endpoint(firmbase):
    loaded = firmbase.load_fixtures(DOCUMENT)
    assert (loaded.companies, loaded.users) == (1, 1)
    assert loaded.ids["companies"] == [CIN]

    # The fixture's own key logs in; what the document left out was generated.
    company = firmbase.as_user("fsk_pytest_premium_0001").get("/api/company/details", params={"cin": CIN})["data"]
    assert company["companyName"] == "BLUEWATER ANALYTICS PRIVATE LIMITED"
    assert (company["llpStatus"], company["State"], company["Pincode"]) == ("Struck Off", "Karnataka", "560034")

    exported = firmbase.export(ids=[CIN])
    assert [c["CIN"] for c in exported["companies"]] == [CIN]
    assert [d["DIN"] for d in exported["companies"][0]["directors"]] == ["09123456"]


def test_a_fault_is_answered_and_listed(firmbase):
    fault = firmbase.add_fault("/api/company/*", method="GET", status=503, detail="registry down", times=1)
    assert [f.id for f in firmbase.faults()] == [fault.id]
    premium = firmbase.as_user()
    with pytest.raises(FirmbaseError) as failed:
        premium.get("/api/company/details", params={"cin": CIN})
    assert (failed.value.status, failed.value.code, failed.value.detail) == (503, "INJECTED_FAULT", "registry down")
    # Used up (times=1): the next request reaches the registry, which has no such company.
    with pytest.raises(FirmbaseError) as missing:
        premium.get("/api/company/details", params={"cin": CIN})
    assert missing.value.status == 404
    assert [(r.path, r.status) for r in firmbase.request_log(path="/api/company/**")] == [("/api/company/details", 404), ("/api/company/details", 503)]
    assert firmbase.faults() == []  # used up, it is gone
    firmbase.add_fault("/api/gst/**", latency_ms=10)
    assert firmbase.clear_faults() == 1


def test_reset_takes_back_the_clock_the_fixtures_and_the_faults(firmbase):
    start = firmbase.clock()
    firmbase.advance(days=2)
    firmbase.load_fixtures(DOCUMENT)
    firmbase.add_fault("/api/**", status=500)
    firmbase.reset()
    assert firmbase.clock() < start + timedelta(days=1)
    assert firmbase.faults() == []
    with pytest.raises(FirmbaseError) as gone:
        firmbase.as_user().get("/api/company/details", params={"cin": CIN})
    assert gone.value.status == 404


def test_a_snapshot_restores_what_was_posted_before_it(firmbase):
    firmbase.load_fixtures(DOCUMENT)
    saved = firmbase.snapshot("with-bluewater")
    assert saved.name == "with-bluewater" and saved.rows > 0
    assert "with-bluewater" in [s.name for s in firmbase.snapshots()]
    firmbase.reset()
    firmbase.restore("with-bluewater")
    assert firmbase.as_user().get("/api/company/details", params={"cin": CIN})["data"]["CIN"] == CIN
    with pytest.raises(FirmbaseError) as unknown:
        firmbase.restore("no-such-snapshot")
    assert (unknown.value.status, unknown.value.code) == (404, "NOT_FOUND")


def test_errors_carry_the_servers_detail_and_code(firmbase):
    with pytest.raises(FirmbaseError) as invalid:
        firmbase.load_fixtures({"companies": [{"companyName": "X PRIVATE LIMITED", "State": "Karnatak"}]})
    error = invalid.value
    assert (error.status, error.code) == (422, "FIXTURES_INVALID")
    assert error.errors[0]["path"] == "companies[0].State" and "Karnataka" in error.errors[0]["message"]
    with pytest.raises(FirmbaseError) as backwards:
        firmbase.advance(-60)
    assert (backwards.value.status, backwards.value.code) == (422, "VALIDATION_ERROR")


# The fixture resets after each test: these two run in this order (pytest keeps the file's order).
clock_before = []


def test_state_left_behind_1_moves_everything(firmbase):
    clock_before.append(firmbase.clock())
    firmbase.advance(days=3)
    firmbase.load_fixtures(DOCUMENT)
    firmbase.add_fault("/api/**", status=500)


def test_state_left_behind_2_is_gone(firmbase, firmbase_server):
    assert firmbase.faults() == []
    assert firmbase.request_log() == []
    assert firmbase.clock() < clock_before[0] + timedelta(days=1)
    with pytest.raises(FirmbaseError) as gone:
        firmbase.as_user().get("/api/company/details", params={"cin": CIN})
    assert gone.value.status == 404
    assert firmbase_server.premium_key == firmbase.premium_key


def test_a_command_that_does_not_exist_is_a_clear_error():
    with pytest.raises(FirmbaseStartError, match="not a command on PATH"):
        FirmbaseServer.start("firmbase-no-such-command")
