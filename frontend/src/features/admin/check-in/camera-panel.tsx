// The viewfinder, opened with a tap (which also lets the phone play the
// answer's sound, and lets the helper download the list before going out of
// coverage). A code is read at most once per answer: after an answer
// the scanner rests ~0.8 s (the next scan is ready within a second), and the
// same code is ignored for 3 s so a ticket held still is not scanned twice.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useEffect, useRef, useState } from 'react';
import { unlockSound } from './feedback';
import { preloadDecoder, startScanner, type DecoderKind, type Scan } from './scanner';

const REST_MS = 800;
const SAME_CODE_MS = 3000;

export function CameraPanel({ onScan }: { onScan: (scan: Scan) => Promise<void> }) {
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [state, setState] = useState<{ error?: string; decoder?: DecoderKind }>({});
  const handler = useRef(onScan);
  useEffect(() => {
    handler.current = onScan;
  }, [onScan]);
  // Ready: the decoder is on the phone, so scanning works even if the network drops now.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void preloadDecoder().then(setReady);
  }, []);

  useEffect(() => {
    if (!on || !video.current) return;
    let busyUntil = 0;
    let last = { code: '', at: 0 };
    let stop: (() => void) | null = null;
    let cancelled = false;
    const paused = () => performance.now() < busyUntil;
    startScanner(
      video.current,
      (scan) => {
        const now = performance.now();
        if (scan.code === last.code && now - last.at < SAME_CODE_MS) return;
        busyUntil = Number.POSITIVE_INFINITY;
        void handler.current(scan).finally(() => {
          const done = performance.now();
          last = { code: scan.code, at: done };
          busyUntil = done + REST_MS;
        });
      },
      paused,
    ).then(
      (scanner) => {
        if (cancelled) scanner.stop();
        else {
          stop = scanner.stop;
          setState({ decoder: scanner.decoder });
        }
      },
      (error: unknown) => setState({ error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [on]);

  return (
    <Box>
      <Box position="relative" bg="black" borderRadius="lg" overflow="hidden" aspectRatio={4 / 3} maxH="50dvh" mx="auto">
        <video ref={video} aria-label="Camera" style={{ width: '100%', height: '100%', objectFit: 'cover' }} muted playsInline />
      </Box>
      <Box display="flex" justifyContent="space-between" alignItems="center" mt="2" gap="2">
        <Text fontSize="xs" color="fg.muted" data-decoder={state.decoder} data-decoder-ready={ready}>
          {!on ? 'Camera off' : state.error ? `Camera unavailable (${state.error}). Use the search below.` : state.decoder ? `Scanning (${state.decoder === 'native' ? 'built-in detector' : 'jsQR'})` : 'Opening the camera…'}
        </Text>
        <Button
          size={on ? 'xs' : 'md'}
          variant={on ? 'outline' : 'solid'}
          colorPalette="green"
          onClick={() => {
            unlockSound();
            setOn((v) => !v);
          }}
        >
          {on ? 'Stop camera' : 'Start scanning'}
        </Button>
      </Box>
    </Box>
  );
}
