// The QR code an authenticator app scans, drawn in the browser from the otpauth URL
// (the secret never leaves this page as an image request). `qrcode` is loaded only
// when a setup starts: it stays out of the dashboard's first download.
import { Image } from '@chakra-ui/react/image';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { useEffect, useState } from 'react';

export function TotpQr({ otpauthUrl }: { otpauthUrl: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      // A CommonJS package: the split ESM build (frontend/build.ts) answers it as `default` alone (jest's
      // require interop has both). The named export was undefined in the built site: the QR code stayed a
      // skeleton ("toDataURL is not a function", seen by e2e/two-step.e2e.ts).
      .then(({ default: QRCode }) => QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 220 }))
      .then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [otpauthUrl]);
  if (!src) return <Skeleton width="220px" height="220px" />;
  // White behind the code in dark mode too: scanners need the contrast.
  return <Image src={src} alt="QR code to scan with your authenticator app" width="220px" height="220px" bg="white" borderRadius="md" />;
}
