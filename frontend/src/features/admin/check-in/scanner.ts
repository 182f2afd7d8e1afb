// The camera at the door: the phone's back camera into a <video>, and a QR
// decoder run on its frames, one frame at a time. BarcodeDetector where the
// browser has one (Android Chrome, Safari); otherwise jsQR, loaded only here
// and only when needed, so no page other than this one ever downloads it.

/** Decodes the frame on the video now; null when it holds no QR code. */
type Decoder = (video: HTMLVideoElement) => Promise<string | null>;

type DetectorLike = { detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>> };
type DetectorClass = { new (options: { formats: string[] }): DetectorLike; getSupportedFormats(): Promise<string[]> };

async function nativeDecoder(): Promise<Decoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/** Frames are scaled down to this width before jsQR reads them: a ticket held up fills the frame anyway. */
const MAX_WIDTH = 640;

let jsqrModule: Promise<typeof import('jsqr')> | null = null;
const loadJsqr = () => {
  jsqrModule ??= import('jsqr').catch((error: unknown) => {
    jsqrModule = null; // offline at the first try: the next one may succeed
    throw error;
  });
  return jsqrModule;
};

/**
 * Fetch the fallback decoder while the network is there (the screen opening),
 * so a camera started after the network dropped can still read codes.
 */
export function preloadDecoder(): Promise<boolean> {
  if ((globalThis as { BarcodeDetector?: unknown }).BarcodeDetector) return Promise.resolve(true);
  return loadJsqr().then(
    () => true,
    () => false,
  );
}

async function jsqrDecoder(): Promise<Decoder> {
  const { default: jsQR } = await loadJsqr();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas for the QR decoder');
  return (video) => {
    const scale = Math.min(1, MAX_WIDTH / (video.videoWidth || MAX_WIDTH));
    const width = Math.round(video.videoWidth * scale);
    const height = Math.round(video.videoHeight * scale);
    if (!width || !height) return Promise.resolve(null);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const { data } = context.getImageData(0, 0, width, height);
    return Promise.resolve(jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null);
  };
}

export type Scan = { code: string; /** performance.now() when the frame that held it was taken for decoding. */ frameAt: number };
export type DecoderKind = 'native' | 'jsqr';

/**
 * Open the camera on `video` and call onScan for each decoded frame while
 * `paused()` is false. Returns stop(), which releases the camera.
 */
export async function startScanner(
  video: HTMLVideoElement,
  onScan: (scan: Scan) => void,
  paused: () => boolean,
): Promise<{ stop: () => void; decoder: DecoderKind }> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  let stopped = false;
  const stop = () => {
    stopped = true;
    stream.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
  try {
    video.srcObject = stream;
    video.muted = true;
    video.playsInline = true;
    await video.play();
    const native = await nativeDecoder();
    const decode = native ?? (await jsqrDecoder());
    const loop = async () => {
      while (!stopped) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        if (stopped || paused() || video.readyState < 2) continue;
        const frameAt = performance.now();
        const code = await decode(video).catch(() => null);
        if (code && !stopped) onScan({ code, frameAt });
      }
    };
    void loop();
    return { stop, decoder: native ? 'native' : 'jsqr' };
  } catch (error) {
    stop();
    throw error;
  }
}
