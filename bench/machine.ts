// What the figures were measured on: without this, numbers cannot be compared.
import os from 'node:os';

export type MachineInfo = {
  cpuModel: string;
  cores: number;
  memoryGiB: number;
  node: string;
  platform: string;
  date: string;
};

export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: typeof os.availableParallelism === 'function' ? os.availableParallelism() : cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    date: new Date().toISOString(),
  };
}
