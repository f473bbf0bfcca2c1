import { useLocation } from 'react-router';
import { isHostStart } from '../../join/use-host-with-name';
import { HubPage } from './hub-page';

/** /online: the hub; arriving from Home's "Host a Party", it makes the party at once. */
export function HubEntry() {
  const { state } = useLocation();
  return <HubPage autoCreate={isHostStart(state)} />;
}
