import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { RemoteAppProps } from '@halaqa/contracts';
import type { RemoteAppModule } from './remote-loader';

/**
 * Mounts a remote's single-spa lifecycles as a parcel in this element and
 * passes it the shell's location on every navigation (parcel update).
 */
export function RemoteMount({ app, props, onError }: {
  app: RemoteAppModule;
  props: RemoteAppProps;
  onError: (error: Error) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel<RemoteAppProps> | null>(null);
  const latest = useRef(props);
  const [mounted, setMounted] = useState(false);
  latest.current = props;

  useEffect(() => {
    if (!element.current) return undefined;
    const instance = mountRootParcel<RemoteAppProps>(app, { ...latest.current, domElement: element.current });
    parcel.current = instance;
    let active = true;
    instance.mountPromise.then(
      () => active && setMounted(true),
      (error: unknown) => active && onError(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      active = false;
      parcel.current = null;
      setMounted(false);
      instance.mountPromise.then(() => instance.unmount()).catch(() => undefined);
    };
    // onError is a callback prop; re-mounting on its identity would lose state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [app]);

  useEffect(() => {
    if (mounted && parcel.current?.update && parcel.current.getStatus() === 'MOUNTED') {
      parcel.current.update(props).catch((error: unknown) => onError(error instanceof Error ? error : new Error(String(error))));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mounted, props]);

  return <div ref={element} />;
}
