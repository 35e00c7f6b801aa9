// A QR detector for the camera: the browser's own BarcodeDetector where it has one that reads QR codes (Android
// Chrome, Safari), else the `barcode-detector` ponyfill running ZXing in WebAssembly. The .wasm file is part of our
// build and served by our own server (never a CDN), so scanning works offline once the page was loaded.
// This module is imported only by the camera scanner, which the scan page loads on demand.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export interface QrDetector {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats: () => Promise<string[]>;
}

export async function createQrDetector(): Promise<QrDetector> {
  const native = (window as unknown as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (native) {
    try {
      if ((await native.getSupportedFormats()).includes('qr_code')) return new native({ formats: ['qr_code'] });
    } catch {
      // Present but unusable (some desktop builds): fall back to ZXing.
    }
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(wasmUrl, window.location.href).href : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
