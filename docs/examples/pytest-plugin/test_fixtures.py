# Records of this test's own, and a fault: the firmbase fixture's reset after the test takes both back.
import os

import pytest
from firmbase_testing import FirmbaseError

CIN = "U62011KA2016PTC093417"
BLUEWATER = {
    "companies": [
        {
            "CIN": CIN,
            "companyName": "BLUEWATER ANALYTICS PRIVATE LIMITED",
            "llpStatus": "Struck Off",
            "directors": [{"DIN": "09123456", "Name": "Meera Iyer", "Designation": "Managing Director"}],
            "gst": [{"Status": "Cancelled"}],
        }
    ]
}


def test_a_struck_off_company_of_our_own(firmbase):
    firmbase.load_fixtures(BLUEWATER)  # or the path of a fixture file; mode="replace", fill=True
    company = firmbase.as_user().get("/api/company/details", params={"cin": CIN})["data"]
    assert company["llpStatus"] == "Struck Off"
    assert company["State"] == "Karnataka"  # what the record leaves out is completed: the CIN says KA
    # Code under test that reads FINSCREENER_API_BASE (conftest.py) reaches this same server.
    assert os.environ["FINSCREENER_API_BASE"] == firmbase.url


def test_a_registry_outage(firmbase):
    firmbase.add_fault("/api/company/*", status=503, detail="registry down", times=1)
    premium = firmbase.as_user()
    with pytest.raises(FirmbaseError) as outage:
        premium.get("/api/company/details", params={"cin": CIN})
    assert (outage.value.status, outage.value.code, outage.value.detail) == (503, "INJECTED_FAULT", "registry down")
    with pytest.raises(FirmbaseError) as after:  # used up: the registry answers again (no such company now)
        premium.get("/api/company/details", params={"cin": CIN})
    assert after.value.status == 404
