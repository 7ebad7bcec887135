import { Flex, Spin } from 'antd';

/** A centred spinner with a text such as 'Loading dashboard...'. */
export function LoadingScreen({ text, fullPage = false }: { text: string; fullPage?: boolean }) {
  return (
    <Flex justify="center" align="center" style={{ minHeight: fullPage ? '100vh' : 240 }} role="status">
      <Spin size="large" description={text}>
        <div style={{ width: 240, height: 80 }} />
      </Spin>
    </Flex>
  );
}
