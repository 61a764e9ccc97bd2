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
# (tooling/hangs.ts) end the visit.
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
# where in the speech each focus came. Orca 43's modules call
# orca.setLocusOfFocus through the module, and Orca 48's (Debian 13) call
# focus_manager's FocusManager.set_locus_of_focus, so the wrapper goes where the
# running Orca's callers look. Orca loads this file before it puts the settings
# folder on sys.path, so the speech server beside it is imported from here by
# its folder.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import textlogfactory  # noqa: E402 (the path above first)

_FOCUS_LOG = os.environ.get("ORCA_FOCUS_LOG")


def _markIfPresented(event, obj, notify, force, before, after):
    if not _FOCUS_LOG or not notify or obj is None:
        return
    try:
        presented = after() == obj and (force or before != obj)
    except Exception:
        # A defunct object does not compare: nothing was presented.
        presented = False
    if presented:
        textlogfactory.markFocus(_FOCUS_LOG, getattr(event, "type", None) or "none")


try:
    from orca import focus_manager  # noqa: E402 (Orca 44 and later)
except ImportError:
    focus_manager = None

if focus_manager is not None:
    _setLocus = focus_manager.FocusManager.set_locus_of_focus

    def _setAndMarkLocus(self, event, obj, notify_script=True, force=False):
        before = self._focus
        _setLocus(self, event, obj, notify_script, force)
        _markIfPresented(event, obj, notify_script, force, before, lambda: self._focus)

    focus_manager.FocusManager.set_locus_of_focus = _setAndMarkLocus
else:
    from orca import orca, orca_state  # noqa: E402 (Orca 43)

    _setLocusOfFocus = orca.setLocusOfFocus

    def _setAndMarkLocusOfFocus(event, obj, notifyScript=True, force=False):
        before = orca_state.locusOfFocus
        _setLocusOfFocus(event, obj, notifyScript, force)
        _markIfPresented(event, obj, notifyScript, force, before, lambda: orca_state.locusOfFocus)

    # Where the focus crosses a modal dialog's edge, Chromium 156 drops the side
    # it leaves from its accessibility tree before it sends the focus event: as the
    # menu opens, the whole page behind it (Menu itself among it); as a dialog
    # closes, its content. Orca 43.1's web script (scripts/web/script.py,
    # onFocusedChanged) then finds its caret context dead ("Clearing context ...
    # zombie"), moves its locus of focus to the new focus without presenting it
    # (notify False), and the Chromium script's fallback finds the locus already
    # there ("Setting locusOfFocus to existing locusOfFocus"): Enter on Menu and
    # Escape in the photo view were answered by silence, while Orca still answered
    # every other key, and the runner waited out its bound for a focus never
    # presented. A focus event that replaces a dead locus of focus is presented
    # here, as it is in Firefox, whose focus event comes while the old one lives.
    # Orca 48 presents these focus events itself.
    def _presentFocusReplacingDeadLocus(event, obj, notifyScript=True, force=False):
        if (
            not notifyScript
            and obj is not None
            and getattr(event, "type", "").startswith("object:state-changed:focused")
            and event.source == obj
        ):
            old = orca_state.locusOfFocus
            script = orca_state.activeScript
            try:
                dead = old is not None and old != obj and script is not None and script.utilities.isZombie(old)
            except Exception:
                dead = False
            if dead:
                notifyScript = True
        _setAndMarkLocusOfFocus(event, obj, notifyScript, force)

    orca.setLocusOfFocus = _presentFocusReplacingDeadLocus
