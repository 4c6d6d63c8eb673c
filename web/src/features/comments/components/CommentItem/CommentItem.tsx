import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { CommentReply, PostComment } from '@market/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/lib/format/format-date';
import { useCommentMutations } from '@/features/comments/api';
import { LazyCommentForm, LazyConfirmDelete } from '../lazy-parts';

export interface CommentItemProps {
  comment: PostComment;
  /** The signed-in member's seq (null for a guest): the author may edit and delete. */
  viewerSeq: number | null;
  /** Whether the viewer is the post's seller, who may reply and edit or delete the reply. */
  viewerIsSeller: boolean;
}

/** Runs a change; true when it succeeded (its failure toast is the mutation's). */
async function attempt(change: () => Promise<unknown>): Promise<boolean> {
  try {
    await change();
    return true;
  } catch {
    return false;
  }
}

function Stamp({ createdAt, updatedAt }: { createdAt: string; updatedAt: string | null }) {
  const { t } = useTranslation('comments');
  const formatDate = useFormatDate();
  return (
    <Text span size="xs" c="dimmed">
      <time dateTime={createdAt.replace(' ', 'T')}>{formatDate(createdAt)}</time>
      {updatedAt ? ` · ${t('edited')}` : ''}
    </Text>
  );
}

const textStyle = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function ReplyView({
  comment,
  reply,
  viewerIsSeller,
}: {
  comment: PostComment;
  reply: CommentReply;
  viewerIsSeller: boolean;
}) {
  const { t } = useTranslation('comments');
  const mutations = useCommentMutations();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const params = { seq: comment.seq };

  return (
    <Box pl="md" ml="xs" style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}>
      <Group gap="xs">
        <Text size="sm" fw={700}>
          {t('sellerReply', { name: reply.author.nickname })}
        </Text>
        <Stamp createdAt={reply.createdAt} updatedAt={reply.updatedAt} />
      </Group>
      {editing ? (
        <LazyCommentForm
          label={t('replyLabel')}
          submitLabel={t('save')}
          initialContent={reply.content}
          autoFocus
          pending={mutations.editReply.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={async (content) => {
            const saved = await attempt(() =>
              mutations.editReply.mutateAsync({ params, body: { content } }),
            );
            if (saved) setEditing(false);
            return saved;
          }}
        />
      ) : (
        <Text size="sm" style={textStyle}>
          {reply.content}
        </Text>
      )}
      {viewerIsSeller && !editing ? (
        <Group gap="xs" mt={4}>
          <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>
            {t('editReply')}
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => setDeleting(true)}>
            {t('deleteReply')}
          </Button>
        </Group>
      ) : null}
      <LazyConfirmDelete
        opened={deleting}
        title={t('deleteReplyTitle')}
        message={t('deleteReplyMessage')}
        pending={mutations.deleteReply.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          void attempt(() => mutations.deleteReply.mutateAsync({ params })).then(() =>
            setDeleting(false),
          )
        }
      />
    </Box>
  );
}

/**
 * One comment: its author, date and text, the author's edit and delete, and the seller's reply
 * below it (written, edited or deleted by the post's seller). Each failure shows its SPEC §8 toast.
 */
export function CommentItem({ comment, viewerSeq, viewerIsSeller }: CommentItemProps) {
  const { t } = useTranslation('comments');
  const mutations = useCommentMutations();
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const isAuthor = viewerSeq !== null && viewerSeq === comment.author.seq;
  const params = { seq: comment.seq };

  return (
    <Paper component="article" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={700}>
            {comment.author.nickname}
          </Text>
          <Stamp createdAt={comment.createdAt} updatedAt={comment.updatedAt} />
        </Group>
        {editing ? (
          <LazyCommentForm
            label={t('editLabel')}
            submitLabel={t('save')}
            initialContent={comment.content}
            autoFocus
            pending={mutations.editComment.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={async (content) => {
              const saved = await attempt(() =>
                mutations.editComment.mutateAsync({ params, body: { content } }),
              );
              if (saved) setEditing(false);
              return saved;
            }}
          />
        ) : (
          <Text style={textStyle}>{comment.content}</Text>
        )}
        {!editing && (isAuthor || (viewerIsSeller && !comment.reply)) ? (
          <Group gap="xs">
            {isAuthor ? (
              <>
                <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>
                  {t('edit')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => setDeleting(true)}
                >
                  {t('delete')}
                </Button>
              </>
            ) : null}
            {viewerIsSeller && !comment.reply && !replying ? (
              <Button size="compact-sm" variant="subtle" onClick={() => setReplying(true)}>
                {t('reply')}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {replying ? (
          <LazyCommentForm
            label={t('replyLabel')}
            submitLabel={t('postReply')}
            autoFocus
            pending={mutations.createReply.isPending}
            onCancel={() => setReplying(false)}
            onSubmit={async (content) => {
              const saved = await attempt(() =>
                mutations.createReply.mutateAsync({ params, body: { content } }),
              );
              if (saved) setReplying(false);
              return saved;
            }}
          />
        ) : null}
        {comment.reply ? (
          <ReplyView comment={comment} reply={comment.reply} viewerIsSeller={viewerIsSeller} />
        ) : null}
      </Stack>
      <LazyConfirmDelete
        opened={deleting}
        title={t('deleteTitle')}
        message={t('deleteMessage')}
        pending={mutations.deleteComment.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          void attempt(() => mutations.deleteComment.mutateAsync({ params })).then(() =>
            setDeleting(false),
          )
        }
      />
    </Paper>
  );
}
