# `firmbase exec -- pytest` puts FIRMBASE_URL and the demo keys in the environment; the real
# service's Python clients read FINSCREENER_API_BASE and FINSCREENER_API_KEY. Map them once, here.
import os

os.environ.setdefault("FINSCREENER_API_BASE", os.environ["FIRMBASE_URL"])
os.environ.setdefault("FINSCREENER_API_KEY", os.environ["FIRMBASE_PREMIUM_KEY"])
