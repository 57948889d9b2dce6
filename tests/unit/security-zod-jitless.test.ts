import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { globalConfig } from 'zod/v4/core';
import { ZOD_JITLESS_SCRIPT } from '@/lib/security/zod-jitless';

describe('ZOD_JITLESS_SCRIPT', () => {
  it('turns on jitless in the global object zod reads its configuration from', () => {
    // The contract the script relies on: a zod upgrade that moves its configuration fails here, not in a browser.
    expect(globalConfig).toBe((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig);

    const page: { globalThis?: unknown; __zod_globalConfig?: { jitless?: boolean; locale?: string } } = {};
    page.globalThis = page;
    vm.runInNewContext(ZOD_JITLESS_SCRIPT, page);
    expect(page.__zod_globalConfig).toEqual({ jitless: true });

    const configured = { __zod_globalConfig: { locale: 'en' } } as typeof page;
    configured.globalThis = configured;
    vm.runInNewContext(ZOD_JITLESS_SCRIPT, configured);
    expect(configured.__zod_globalConfig).toEqual({ locale: 'en', jitless: true });
  });
});
