import { useEffect, useRef } from 'react';
import type { Parcel } from 'single-spa';
import type { RemoteAppProps } from '@halaqa/contracts';
import { loadSingleSpa } from './load-single-spa';
import type { RemoteAppModule } from './remote-loader';

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Mounts a remote's single-spa lifecycles as a parcel in this element and
 * passes it the shell's location on every navigation (parcel update).
 * Mount, updates and unmount run one after another: single-spa refuses to
 * unmount a parcel that is still updating.
 */
export function RemoteMount({ app, props, onError, onMounted }: {
  app: RemoteAppModule;
  props: RemoteAppProps;
  onError: (error: Error) => void;
  /** Once the remote's first screen is on the page. */
  onMounted?: () => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel<RemoteAppProps> | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latestProps = useRef(props);
  const sentProps = useRef<RemoteAppProps | null>(null);
  const latestOnError = useRef(onError);
  const latestOnMounted = useRef(onMounted);
  latestProps.current = props;
  latestOnError.current = onError;
  latestOnMounted.current = onMounted;

  const enqueue = (operation: () => Promise<unknown> | undefined) => {
    queue.current = queue.current.then(operation).catch((error: unknown) => latestOnError.current(asError(error)));
  };

  /** Sends the newest props unless the parcel already has them. */
  const sync = () => {
    const instance = parcel.current;
    if (!instance?.update || instance.getStatus() !== 'MOUNTED' || sentProps.current === latestProps.current) return undefined;
    sentProps.current = latestProps.current;
    return instance.update(latestProps.current);
  };

  useEffect(() => {
    const domElement = element.current;
    if (!domElement) return undefined;
    let instance: Parcel<RemoteAppProps> | null = null;
    enqueue(async () => {
      const { mountRootParcel } = await loadSingleSpa();
      sentProps.current = latestProps.current;
      instance = mountRootParcel<RemoteAppProps>(app, { ...latestProps.current, domElement });
      parcel.current = instance;
      await instance.mountPromise;
      latestOnMounted.current?.();
    });
    return () => {
      parcel.current = null;
      enqueue(() => (instance?.getStatus() === 'MOUNTED' ? instance.unmount() : undefined));
    };
  }, [app]);

  useEffect(() => enqueue(sync), [props]);

  return <div ref={element} />;
}
