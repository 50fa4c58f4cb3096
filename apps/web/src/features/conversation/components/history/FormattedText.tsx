import { Fragment, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { parseFormatted, type FormattedNode } from '../../whatsapp-format';

function renderNodes(nodes: FormattedNode[]): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'link':
        return (
          <Link key={index} href={node.href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
            {node.href}
          </Link>
        );
      case 'bold':
        return <strong key={index}>{renderNodes(node.children)}</strong>;
      case 'italic':
        return <em key={index}>{renderNodes(node.children)}</em>;
      case 'strike':
        return <s key={index}>{renderNodes(node.children)}</s>;
      case 'code':
        return (
          <Box key={index} component="code" sx={{ fontFamily: 'monospace', fontSize: '0.85em' }}>
            {renderNodes(node.children)}
          </Box>
        );
    }
  });
}

/** A message text with WhatsApp's formatting and clickable links, line breaks kept. */
export function FormattedText({ text }: { text: string }) {
  const nodes = useMemo(() => parseFormatted(text), [text]);
  return (
    <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {renderNodes(nodes)}
    </Typography>
  );
}
