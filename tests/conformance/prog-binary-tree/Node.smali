.class public LNode;
.super Ljava/lang/Object;
.source "Node.java"

.field key:I
.field left:LNode;
.field right:LNode;
.method public constructor <init>(I)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LNode;->key:I
    return-void
.end method
.method static insert(LNode;I)LNode;
    .registers 4
    if-nez p0, :nonnull
    new-instance v0, LNode;
    invoke-direct {v0, p1}, LNode;-><init>(I)V
    return-object v0
    :nonnull
    iget v0, p0, LNode;->key:I
    if-lt p1, v0, :goleft
    iget-object v1, p0, LNode;->right:LNode;
    invoke-static {v1, p1}, LNode;->insert(LNode;I)LNode;
    move-result-object v1
    iput-object v1, p0, LNode;->right:LNode;
    return-object p0
    :goleft
    iget-object v1, p0, LNode;->left:LNode;
    invoke-static {v1, p1}, LNode;->insert(LNode;I)LNode;
    move-result-object v1
    iput-object v1, p0, LNode;->left:LNode;
    return-object p0
.end method
.method static inorder(LNode;Ljava/lang/StringBuilder;)V
    .registers 4
    if-eqz p0, :done
    iget-object v0, p0, LNode;->left:LNode;
    invoke-static {v0, p1}, LNode;->inorder(LNode;Ljava/lang/StringBuilder;)V
    iget v0, p0, LNode;->key:I
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 v0, 0x20
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    iget-object v0, p0, LNode;->right:LNode;
    invoke-static {v0, p1}, LNode;->inorder(LNode;Ljava/lang/StringBuilder;)V
    :done
    return-void
.end method
.method static height(LNode;)I
    .registers 3
    if-nez p0, :h
    const/4 v0, 0
    return v0
    :h
    iget-object v0, p0, LNode;->left:LNode;
    invoke-static {v0}, LNode;->height(LNode;)I
    move-result v0
    iget-object v1, p0, LNode;->right:LNode;
    invoke-static {v1}, LNode;->height(LNode;)I
    move-result v1
    invoke-static {v0, v1}, Ljava/lang/Math;->max(II)I
    move-result v0
    add-int/lit8 v0, v0, 1
    return v0
.end method
