.class public final Ljava/lang/StringBuffer;
.super Ljava/lang/Object;
.source "StringBuffer.java"
.implements Ljava/io/Serializable;
.implements Ljava/lang/CharSequence;

# StringBuilder's API, synchronized: every method holds this buffer's monitor while it
# works on a private StringBuilder (whose natives do the work), so a thread that holds
# the monitor (synchronized (sb) { ... }) keeps other threads' calls out, as in Java.
# The methods are shaped as dx emits synchronized methods: monitor-enter/exit in the
# body with a catch-all that releases the monitor.

.field private final sb:Ljava/lang/StringBuilder;

.method public constructor <init>()V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    iput-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    return-void
.end method

.method public constructor <init>(I)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p1}, Ljava/lang/StringBuilder;-><init>(I)V
    iput-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    iput-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    return-void
.end method

.method public constructor <init>(Ljava/lang/CharSequence;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/CharSequence;)V
    iput-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    return-void
.end method

.method public declared-synchronized append(Ljava/lang/String;)Ljava/lang/StringBuffer;
    .registers 4
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized append(C)Ljava/lang/StringBuffer;
    .registers 4
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized append(I)Ljava/lang/StringBuffer;
    .registers 4
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized append(J)Ljava/lang/StringBuffer;
    .registers 5
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized append(Z)Ljava/lang/StringBuffer;
    .registers 4
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized append(F)Ljava/lang/StringBuffer;
    .registers 4
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(F)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized append(D)Ljava/lang/StringBuffer;
    .registers 5
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->append(D)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized append([C)Ljava/lang/StringBuffer;
    .registers 4
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append([C)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized append([CII)Ljava/lang/StringBuffer;
    .registers 6
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1, p2, p3}, Ljava/lang/StringBuilder;->append([CII)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized append(Ljava/lang/Object;)Ljava/lang/StringBuffer;
    .registers 4
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized append(Ljava/lang/CharSequence;)Ljava/lang/StringBuffer;
    .registers 4
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/CharSequence;)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized reverse()Ljava/lang/StringBuffer;
    .registers 3
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->reverse()Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized deleteCharAt(I)Ljava/lang/StringBuffer;
    .registers 4
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->deleteCharAt(I)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized delete(II)Ljava/lang/StringBuffer;
    .registers 5
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->delete(II)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized insert(ILjava/lang/String;)Ljava/lang/StringBuffer;
    .registers 5
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->insert(ILjava/lang/String;)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized insert(IC)Ljava/lang/StringBuffer;
    .registers 5
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->insert(IC)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized insert(II)Ljava/lang/StringBuffer;
    .registers 5
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->insert(II)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized insert(IJ)Ljava/lang/StringBuffer;
    .registers 6
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1, p2, p3}, Ljava/lang/StringBuilder;->insert(IJ)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized insert(IZ)Ljava/lang/StringBuffer;
    .registers 5
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->insert(IZ)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized insert(I[C)Ljava/lang/StringBuffer;
    .registers 5
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->insert(I[C)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized insert(ILjava/lang/Object;)Ljava/lang/StringBuffer;
    .registers 5
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->insert(ILjava/lang/Object;)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized length()I
    .registers 3
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->length()I
    move-result v0
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return v0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized charAt(I)C
    .registers 4
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->charAt(I)C
    move-result v0
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return v0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized setCharAt(IC)V
    .registers 5
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->setCharAt(IC)V
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-void
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized toString()Ljava/lang/String;
    .registers 3
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object v0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized setLength(I)V
    .registers 4
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->setLength(I)V
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-void
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized indexOf(Ljava/lang/String;)I
    .registers 4
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->indexOf(Ljava/lang/String;)I
    move-result v0
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return v0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized subSequence(II)Ljava/lang/CharSequence;
    .registers 5
    monitor-enter p0
    :try_start
    iget-object v0, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1, p2}, Ljava/lang/StringBuilder;->subSequence(II)Ljava/lang/CharSequence;
    move-result-object v0
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object v0
    :catch
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public declared-synchronized append(Ljava/lang/StringBuffer;)Ljava/lang/StringBuffer;
    .registers 5
    monitor-enter p0
    :try_start
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    iget-object v1, p0, Ljava/lang/StringBuffer;->sb:Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :try_end
    .catchall {:try_start .. :try_end} :catch
    monitor-exit p0
    return-object p0
    :catch
    move-exception v2
    monitor-exit p0
    throw v2
.end method

