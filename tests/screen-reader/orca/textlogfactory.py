# Orca's "speech server" for the screen-reader tests: it writes every utterance
# to a text file instead of a synthesiser. Orca imports it by name (the
# settings beside it set "speechServerFactory": "textlogfactory"), and
# /usr/bin/orca puts the settings folder (-u DIR) on sys.path.
# From ../shared/recipes/orca-screen-reader/, verified with Orca 43.1.
#
# Log: $ORCA_SPEECH_LOG, one line per utterance:
#   <epoch seconds>\t<kind>\t<text>   kind = speak | char | key | sayall | sayall-end
# "sayall-end" is written when a say-all has read to the end of the page, so
# the runner waits for it rather than for silence. markFocus() writes, to a
# second log, where the speech stood when Orca had presented a new focus.
import os
import threading
import time

from gi.repository import GLib

from orca import speechserver
from orca.speechserver import SayAllContext

_LOG = os.environ.get("ORCA_SPEECH_LOG", "/tmp/orca-speech.log")
_lock = threading.Lock()


def _write(kind, text):
    text = " ".join(str(text).split())
    with _lock, open(_LOG, "a", encoding="utf-8") as f:
        f.write("%.3f\t%s\t%s\n" % (time.time(), kind, text))


def markFocus(focusLog, cause):
    """Appends the speech log's length now, and what moved Orca's focus (an AT-SPI event's type), to
    `focusLog` (orca-customizations.py: a presented focus)."""
    with _lock:
        length = os.path.getsize(_LOG) if os.path.exists(_LOG) else 0
        with open(focusLog, "a", encoding="utf-8") as f:
            f.write("%d\t%s\n" % (length, cause))


class SpeechServer(speechserver.SpeechServer):
    _active = None

    @staticmethod
    def getFactoryName():
        return "Text log"

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):
        if SpeechServer._active is None:
            SpeechServer._active = SpeechServer()
        return SpeechServer._active

    # Orca 48 (Debian 13) calls the speech server by snake_case names; Orca 43 by these.
    get_speech_server = getSpeechServer

    @staticmethod
    def shutdownActiveServers():
        SpeechServer._active = None

    def __init__(self):
        super().__init__()
        self._sayAllId = 0

    def getInfo(self):
        return ["Text log", "textlog"]

    get_info = getInfo

    def list_output_modules(self):
        return ["textlog"]

    def getVoiceFamilies(self):
        return []

    def getOutputModule(self):
        return "textlog"

    def speak(self, text=None, acss=None, interrupt=True):
        if text:
            _write("speak", text)

    def speakCharacter(self, character, acss=None):
        _write("char", character)

    def speakKeyEvent(self, event, acss=None):
        _write("key", "%s %s" % (event.getKeyName(), event.getLockingStateString()))

    def speak_character(self, character, acss=None):
        self.speakCharacter(character, acss)

    def speak_key_event(self, event, acss=None):
        _write("key", "%s %s" % (event.get_key_name(), event.get_locking_state_string()))

    def say_all(self, utterance_iterator, progress_callback):
        self.sayAll(utterance_iterator, progress_callback)

    def sayAll(self, utteranceIterator, progressCallback):
        # One utterance per main-loop idle, each reported as fully spoken, so
        # Orca moves the caret on and asks for the next one (as with a synth).
        self._sayAllId += 1
        GLib.idle_add(self._sayAllStep, self._sayAllId, utteranceIterator, progressCallback)

    def _sayAllStep(self, myId, iterator, callback):
        if myId != self._sayAllId:
            return False
        try:
            context, acss = next(iterator)
        except StopIteration:
            _write("sayall-end", "")
            return False
        _write("sayall", context.utterance)
        context.currentOffset = context.startOffset
        context.currentEndOffset = None
        callback(context.copy(), SayAllContext.PROGRESS)
        context.currentOffset = context.endOffset
        callback(context.copy(), SayAllContext.COMPLETED)
        return True

    def stop(self):
        self._sayAllId += 1  # interrupts a say-all in progress

    def shutdown(self):
        self.stop()

    def reset(self, text=None, acss=None):
        pass

    def increaseSpeechRate(self, step=5): pass
    def decreaseSpeechRate(self, step=5): pass
    def increaseSpeechPitch(self, step=0.5): pass
    def decreaseSpeechPitch(self, step=0.5): pass
    def increaseSpeechVolume(self, step=0.5): pass
    def decreaseSpeechVolume(self, step=0.5): pass
    def updateCapitalizationStyle(self): pass
    def updatePunctuationLevel(self): pass
