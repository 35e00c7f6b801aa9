// What a scan feels like on a roof: a short vibration and a beep when a unit was added, a double buzz when not.
// Both are best effort: a browser without vibration or audio simply stays quiet.
let audio: AudioContext | null = null;

function beep(frequency: number, ms: number) {
  try {
    const Ctx = window.AudioContext;
    if (!Ctx) return;
    audio ??= new Ctx();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    gain.gain.value = 0.15;
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + ms / 1000);
  } catch {
    // Audio not allowed here: stay quiet.
  }
}

function vibrate(pattern: number | number[]) {
  if (typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
}

export function signalSuccess() {
  vibrate(120);
  beep(880, 120);
}

export function signalProblem() {
  vibrate([80, 60, 80]);
  beep(220, 250);
}
