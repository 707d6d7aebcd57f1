// The push button's state and actions (decision 065): read on mount without any prompt; turned
// on or off on a press. Turning on may turn push on for the person's kinds (the first device):
// the preferences are read again. The devices list (decision 066) is read again after each, and
// this browser's push address is kept to mark it there.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { deletePushSubscription, fetchPushKey, savePushSubscription } from '../../api/push/push-subscription';
import { queryKeys } from '../../lib/query-keys';
import { browserPush, readPushState, thisDeviceEndpoint, turnPushOff, turnPushOn, type PushApi, type PushState } from './push-device';

const API: PushApi = { key: fetchPushKey, save: savePushSubscription, remove: deletePushSubscription };

export function usePushDevice(userId: number) {
  const queryClient = useQueryClient();
  const browser = useMemo(() => browserPush(), []);
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const devicesChanged = useCallback(async () => {
    setEndpoint(await thisDeviceEndpoint(browser));
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.pushDevices });
  }, [browser, queryClient]);

  useEffect(() => {
    let live = true;
    readPushState(browser, userId, API)
      .catch((): PushState => 'off')
      .then((next) => {
        if (!live) return;
        setState(next);
        void devicesChanged();
      });
    return () => {
      live = false;
    };
  }, [browser, userId, devicesChanged]);

  const run = useCallback(
    async (work: () => Promise<PushState>) => {
      setBusy(true);
      setFailed(null);
      try {
        setState(await work());
      } catch (error) {
        setFailed(error);
      } finally {
        setBusy(false);
        void devicesChanged();
      }
    },
    [devicesChanged],
  );

  return {
    state,
    endpoint,
    busy,
    failed,
    turnOn: () =>
      run(async () => {
        const next = await turnPushOn(browser, userId, API);
        if (next === 'on') void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.preferences });
        return next;
      }),
    turnOff: () => run(() => turnPushOff(browser, API)),
  };
}
