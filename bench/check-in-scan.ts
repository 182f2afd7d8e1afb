// The door's figure: time from a camera frame to the answer on the check-in
// screen, in real Chromium with the fake camera playing a real ticket's QR
// (the e2e machinery: e2e/fake-camera.ts, e2e/door.ts). Measured in the page:
// from the moment the frame that held the code was handed to the decoder
// (jsQR on this machine: Linux Chromium has no BarcodeDetector) to the answer
// rendered, the API round trip (online, loopback) included. The first scan is
// the check-in (a write); the rest are the same ticket again (amber, a read
// and a failed condition), each after the screen's 3 s same-code pause.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../e2e/browser';
import { eventToday, nextAnswer, openCheckIn, openDoorSession, registerGuest } from '../e2e/door';
import { fakeCameraArgs, writeQrY4m } from '../e2e/fake-camera';
import { BENCH_ADMIN } from './child';
import { median } from './stats';

export type ScanResult = { decoder: string; firstMs: number; repeatMs: number[]; medianRepeatMs: number };

export async function measureScan(baseUrl: string, options: { repeats: number; log: (line: string) => void }): Promise<ScanResult> {
  const door = await openDoorSession(baseUrl, BENCH_ADMIN.username, BENCH_ADMIN.password);
  const eventId = await eventToday(door, 'Bench door');
  const guest = await registerGuest(door, eventId, 'Bench Guest');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-scan-'));
  const y4m = path.join(dir, 'ticket.y4m');
  writeQrY4m(guest.manageUrl, y4m);
  const browser = await launchBrowser({ viewport: { width: 412, height: 915 }, args: fakeCameraArgs(y4m), wholeBrowser: true });
  try {
    const { page } = browser;
    await openCheckIn(page, door, eventId);
    await page.getByRole('button', { name: 'Start scanning' }).click();
    let answer = await nextAnswer(page, 0);
    if (answer.status !== 'checked_in' || answer.frameToAnswerMs === null) throw new Error(`first scan answered ${answer.status}: ${answer.text}`);
    const firstMs = answer.frameToAnswerMs;
    options.log(`  scan 1 (checked in): ${firstMs} ms`);
    const repeatMs: number[] = [];
    for (let i = 0; i < options.repeats; i++) {
      answer = await nextAnswer(page, answer.seq);
      if (answer.frameToAnswerMs === null) throw new Error(`scan ${answer.seq} has no timing`);
      repeatMs.push(answer.frameToAnswerMs);
      options.log(`  scan ${answer.seq} (${answer.status}): ${answer.frameToAnswerMs} ms`);
    }
    const decoder = (await page.locator('[data-decoder]').getAttribute('data-decoder')) ?? 'unknown';
    return { decoder, firstMs, repeatMs, medianRepeatMs: median(repeatMs) };
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
