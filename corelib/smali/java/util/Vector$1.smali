.class final Ljava/util/Vector$1;
.super Ljava/lang/Object;
.source "Vector.java"
.implements Ljava/util/Enumeration;

# Vector.elements(): not fail-fast, as the JDK's; nextElement reads under the vector's
# lock and throws NoSuchElementException("Vector Enumeration") past the end.

.field count:I
.field final synthetic this$0:Ljava/util/Vector;

.method constructor <init>(Ljava/util/Vector;)V
    .registers 2
    iput-object p1, p0, Ljava/util/Vector$1;->this$0:Ljava/util/Vector;
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public hasMoreElements()Z
    .registers 3
    iget v0, p0, Ljava/util/Vector$1;->count:I
    iget-object v1, p0, Ljava/util/Vector$1;->this$0:Ljava/util/Vector;
    iget v1, v1, Ljava/util/Vector;->elementCount:I
    if-lt v0, v1, :yes
    const/4 v0, 0
    return v0
    :yes
    const/4 v0, 1
    return v0
.end method

.method public nextElement()Ljava/lang/Object;
    .registers 5
    iget-object v0, p0, Ljava/util/Vector$1;->this$0:Ljava/util/Vector;
    monitor-enter v0
    :try_start
    iget v1, p0, Ljava/util/Vector$1;->count:I
    iget v2, v0, Ljava/util/Vector;->elementCount:I
    if-lt v1, v2, :has
    monitor-exit v0
    :try_end
    .catchall {:try_start .. :try_end} :release
    new-instance v0, Ljava/util/NoSuchElementException;
    const-string v1, "Vector Enumeration"
    invoke-direct {v0, v1}, Ljava/util/NoSuchElementException;-><init>(Ljava/lang/String;)V
    throw v0
    :has
    :try_start2
    iget-object v2, v0, Ljava/util/Vector;->elementData:[Ljava/lang/Object;
    aget-object v2, v2, v1
    add-int/lit8 v1, v1, 1
    iput v1, p0, Ljava/util/Vector$1;->count:I
    monitor-exit v0
    :try_end2
    .catchall {:try_start2 .. :try_end2} :release
    return-object v2
    :release
    move-exception v3
    monitor-exit v0
    throw v3
.end method
