# Orca's own hook for a user's changes: at start, Orca's settings manager
# imports orca-customizations.py from its settings folder (-u DIR), which the
# screen-reader tests fill from this folder.
#
# How long Orca waits for a browser's answer. Every question Orca asks an
# application (its states, its text, its children) is an AT-SPI call, and
# AT-SPI's client library (libatspi 2.46, atspi-misc.c) gives up on one after
# 800 ms, or 15 s in the application's first 15 s. On a call that got no
# answer, it takes the application for hung until a ping comes back, and every
# call meanwhile fails at once. A failed state query reads as "defunct", and
# Orca drops the event it was checking. Starved of CPU (one core shared by the
# browser, Orca, Xvfb and the other suites), Firefox answered later than that
# while a page loaded: Orca dropped its "page loaded" event, and never read the
# page summary. Nothing a listener hears depends on this bound, only whether
# Orca still hears it on a slow machine. It is generous, not tuned: a browser
# that does not answer within a minute is hung, and the tests' own bounds
# (tests/support/hangs.ts) end the visit.
import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi

Atspi.set_timeout(60_000, 60_000)
