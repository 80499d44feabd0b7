import styled from 'styled-components';
import { Skeleton, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';

const Row = styled.div`
  display: flex;
  gap: 12px;
  padding-block: 12px;
  > div { flex: 1; display: grid; gap: 8px; }
`;

/** Row-shaped placeholders while the to-do list loads. */
export function ActivitySkeletons({ count, label }: { count: number; label: string }) {
  return (
    <SkeletonRegion label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Row key={i}>
          <Skeleton $width="40px" $height="40px" $radius="50%" />
          <div><SkeletonText lines={3} /></div>
        </Row>
      ))}
    </SkeletonRegion>
  );
}
