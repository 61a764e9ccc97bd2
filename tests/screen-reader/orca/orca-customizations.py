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

# Where Orca has presented a new focus: after each change of its locus of focus
# that it presented (the browser moved the focus, and Orca said where to), the
# speech log's length in bytes goes on a line of $ORCA_FOCUS_LOG, with the type
# of the event that moved it (a focus, or a caret move: Enter on the skip link
# presents both). After a key that moves the focus, the runner waits for as many
# new lines there as the key presents, however long the browser took to send
# them, rather than for the speech to pause; in a kept log, the lengths show
# where in the speech each focus came. Orca's
# modules call orca.setLocusOfFocus through the module, so the wrapper below is
# the one they call. Orca loads this file before it puts the settings folder on
# sys.path, so the speech server beside it is imported from here by its folder.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import textlogfactory  # noqa: E402 (the path above first)
from orca import orca, orca_state  # noqa: E402

_FOCUS_LOG = os.environ.get("ORCA_FOCUS_LOG")
_setLocusOfFocus = orca.setLocusOfFocus


def _setAndMarkLocusOfFocus(event, obj, notifyScript=True, force=False):
    before = orca_state.locusOfFocus
    _setLocusOfFocus(event, obj, notifyScript, force)
    if not _FOCUS_LOG or not notifyScript or obj is None:
        return
    try:
        presented = orca_state.locusOfFocus == obj and (force or before != obj)
    except Exception:
        # A defunct object does not compare: nothing was presented.
        presented = False
    if presented:
        textlogfactory.markFocus(_FOCUS_LOG, getattr(event, "type", None) or "none")


orca.setLocusOfFocus = _setAndMarkLocusOfFocus
