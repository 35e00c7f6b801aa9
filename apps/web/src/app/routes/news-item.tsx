// /news/{uuid}: one article with its gallery (spec working areas §2 News).
import { useParams } from 'react-router';
import { NewsArticle } from '../../features/news/components/news-article';

export default function NewsItemPage() {
  const { uuid = '' } = useParams();
  return <NewsArticle key={uuid} uuid={uuid} />;
}
