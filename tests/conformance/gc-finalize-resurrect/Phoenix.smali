.class public LPhoenix;
.super Ljava/lang/Object;
.source "Main.java"

# An object whose finalize() reads what it refers to (a 64-int array and a 3-node list,
# reachable only through it) and then makes itself reachable again.

.field static saved:LPhoenix;
.field static volatile finalized:I

.field id:I
.field data:[I
.field child:LNode;

.method public constructor <init>(I)V
    .registers 5
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, LPhoenix;->id:I
    .line 11
    const/16 v0, 64
    new-array v0, v0, [I
    const/4 v1, 0
    aput p1, v0, v1
    mul-int/lit8 v1, p1, 7
    const/16 v2, 63
    aput v1, v0, v2
    iput-object v0, p0, LPhoenix;->data:[I
    .line 12
    const/4 v0, 0
    new-instance v1, LNode;
    const/4 v2, 3
    invoke-direct {v1, v2, v0}, LNode;-><init>(ILNode;)V
    new-instance v0, LNode;
    const/4 v2, 2
    invoke-direct {v0, v2, v1}, LNode;-><init>(ILNode;)V
    new-instance v1, LNode;
    const/4 v2, 1
    invoke-direct {v1, v2, v0}, LNode;-><init>(ILNode;)V
    iput-object v1, p0, LPhoenix;->child:LNode;
    return-void
.end method

# data[0] + data[63] and the sum of the list, as seen by the finalizer.
.method describe()Ljava/lang/String;
    .registers 6
    .line 20
    iget-object v0, p0, LPhoenix;->data:[I
    const/4 v1, 0
    aget v1, v0, v1
    const/16 v2, 63
    aget v2, v0, v2
    add-int/2addr v1, v2
    .line 21
    const/4 v2, 0
    iget-object v3, p0, LPhoenix;->child:LNode;
    :sum
    if-eqz v3, :summed
    iget v4, v3, LNode;->v:I
    add-int/2addr v2, v4
    iget-object v3, v3, LNode;->next:LNode;
    goto :sum
    :summed
    .line 22
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "id "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    iget v4, p0, LPhoenix;->id:I
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v3
    const-string v4, ", data "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v3
    const-string v4, ", list "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    return-object v3
.end method

.method protected finalize()V
    .registers 4
    .line 30
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "finalize: "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {p0}, LPhoenix;->describe()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    .line 31
    sput-object p0, LPhoenix;->saved:LPhoenix;
    .line 32
    sget v0, LPhoenix;->finalized:I
    add-int/lit8 v0, v0, 1
    sput v0, LPhoenix;->finalized:I
    return-void
.end method
