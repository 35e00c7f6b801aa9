// /team (spec working areas §2 Team): the company's members, the page number in the URL.
import { Center, Loader } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { TeamList } from '../../features/team/components/team-list';
import { useSelf } from '../../lib/session/own-user';
import { pageParam } from '../../lib/page-param';
import { usePageTitle } from '../../lib/use-page-title';

export default function TeamPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'team.title' }));
  const [params, setParams] = useSearchParams();
  const self = useSelf().data;
  const page = pageParam(params);
  if (!self)
    return (
      <Center py="xl">
        <Loader aria-label={intl.formatMessage({ id: 'team.loading' })} />
      </Center>
    );
  return (
    <TeamList
      page={page}
      self={{ uuid: self.uuid, role: self.role.id, regionId: self.company.regions_id }}
      onPage={(next) => {
        setParams(next > 1 ? { page: String(next) } : {});
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
